/**
 * Who may see a post: the public only a published post whose date has come. The same rule runs
 * in SQL for the lists (publicCondition in src/services/public-reads/statements.ts); this is its form for one
 * post already loaded, on the server (article preview) and in the admin (the scheduled note).
 */
export interface VisibilityFields {
  status: string;
  publishDate: string | Date;
}

export function isPubliclyVisible(post: VisibilityFields, now: Date = new Date()): boolean {
  return post.status === 'published' && new Date(post.publishDate).getTime() <= now.getTime();
}

/** Published, but its date is still ahead: it appears on the site only then. */
export function isScheduled(post: VisibilityFields, now: Date = new Date()): boolean {
  return post.status === 'published' && !isPubliclyVisible(post, now);
}
