/** The shapes the resource library's +data hands to its components (plain, serialisable). */
import type { ResponsiveSource } from '../../../src/shared/responsive-image.js';
export interface FilterCategory {
  name: string;
  slug: string;
  group: string;
}

/** A featured image with its variants (a library item) or none (an illustration: one SVG fits all widths). */
export type ListImage = ResponsiveSource;

export interface ListPost {
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  /** The featured image to show (library item or illustration), or null. */
  image?: ListImage | null;
  publishDate: string;
  categoryLabel: string;
  categoryLabels: string[];
}
