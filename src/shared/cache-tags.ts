/**
 * Names for what a response shows, so a write can say what it invalidates. Pages and REST routes
 * tag their responses with them (the response cache keeps them; Surrogate-Key / Cache-Tag headers
 * hand them to a CDN); services record them with each content change. No spaces or commas: CDNs
 * split header values on those.
 */

/** Every list of posts: /blog views, feeds, the sitemap, REST and GraphQL lists, and 404 pages (a new post may fill one). */
export const POSTS_TAG = 'posts';
/** Every list of categories: the library's filter, the categories APIs. */
export const CATEGORIES_TAG = 'categories';

/** One post: its article page and anything else that shows it. */
export function postTag(id: number): string {
  return `post-${id}`;
}

/** One category: pages that show its name. */
export function categoryTag(id: number): string {
  return `category-${id}`;
}
