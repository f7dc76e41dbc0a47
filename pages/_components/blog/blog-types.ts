/** The shapes the resource library's +data hands to its components (plain, serialisable). */
export interface FilterCategory {
  name: string;
  slug: string;
  group: string;
}

export interface ListPost {
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  publishDate: string;
  categoryLabel: string;
  categoryLabels: string[];
}
