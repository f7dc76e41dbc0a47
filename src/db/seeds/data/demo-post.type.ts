/** One demo article as the seeder stores it. */
export interface DemoPost {
  slug: string;            // lowercase, a-z0-9 and single hyphens
  title: string;
  excerpt: string;         // 1–2 sentences, 120–220 characters
  content: string;         // HTML (see rules)
  imageUrl: '' | 'mixed-plate' | 'stress-management' | 'visualization-phelps' | 'goal-setting' | 'confidence' | 'self-perception';
  categories: string[];    // category NAMES from the list below, at least one
  author: string;
  status: 'published' | 'draft';
  /** ISO date (YYYY-MM-DD). Ignored when scheduledInDays is set. */
  publishDate: string;
  /** When set, the seeder publishes the post this many days after seeding time (a scheduled post). */
  scheduledInDays?: number;
}
