/** Business constants of docs/product.md §9, shared by the server and the browser. */

export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const DEFAULT_POST_STATUS: PostStatus = 'published';

export const FEATURED_IMAGES = [
  { key: 'mixed-plate', label: 'Mixed Plate' },
  { key: 'stress-management', label: 'Stress Management' },
  { key: 'visualization-phelps', label: 'Visualization' },
  { key: 'goal-setting', label: 'Goal Setting' },
  { key: 'confidence', label: 'Confidence' },
  { key: 'self-perception', label: 'Self Perception' },
] as const;
export type FeaturedImageKey = (typeof FEATURED_IMAGES)[number]['key'];
export const FEATURED_IMAGE_KEYS: readonly string[] = FEATURED_IMAGES.map((image) => image.key);

export const CATEGORY_GROUPS = [
  { key: 'fuel', label: 'Fuel Groups', description: 'Mental training technique categories' },
  { key: 'sport', label: 'Sports', description: 'Sport-specific categories' },
  { key: 'training_phase', label: 'Training Phases', description: 'Training phase categories' },
] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number]['key'];
export const CATEGORY_GROUP_KEYS: readonly string[] = CATEGORY_GROUPS.map((group) => group.key);

/** The category that introduces the library; it is left out of the public filter. */
export const START_HERE_CATEGORY = 'Start Here';
/** The article whose date is never shown and which is pinned first. */
export const START_HERE_SLUG = 'start-here';
/** With no search and no category filter, these slugs lead the public list in this order. */
export const PINNED_SLUGS = [START_HERE_SLUG, 'a-few-of-our-favorite-things', 'our-top-book-recommendations'] as const;

export const BLOG_PAGE_SIZE = 5;
/** Largest page a client may ask for (REST and GraphQL). */
export const MAX_PAGE_SIZE = 50;
/** Pagination collapses with ellipses above this many pages. */
export const PAGINATION_COLLAPSE_AFTER = 7;

export const PUBLIC_SORTS = [
  { key: 'recent', label: 'Most Recent' },
  { key: 'oldest', label: 'Oldest First' },
  { key: 'category-asc', label: 'Category A-Z' },
  { key: 'category-desc', label: 'Category Z-A' },
] as const;
export type PublicSort = (typeof PUBLIC_SORTS)[number]['key'];
export const DEFAULT_PUBLIC_SORT: PublicSort = 'recent';
export const PUBLIC_SORT_KEYS: readonly string[] = PUBLIC_SORTS.map((sort) => sort.key);

export const ADMIN_SORTS = ['newest', 'oldest'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];

export const SUGGESTION_TYPES = [
  { key: 'topic', label: 'Topic Idea' },
  { key: 'expert', label: 'Expert to Interview' },
  { key: 'format', label: 'Content Format' },
  { key: 'other', label: 'Other' },
] as const;
export const DEFAULT_SUGGESTION_TYPE = 'topic';

/** Toast timings of docs/product.md §9. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_LIMIT = 1;

/** Admin accounts: checked by admin:create, by ADMIN_USERNAME/ADMIN_PASSWORD at start, and by the service. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
export const ADMIN_USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,100}$/;
export const ADMIN_USERNAME_MESSAGE = 'Username must be 3 to 100 letters, digits or . _ @ -';
