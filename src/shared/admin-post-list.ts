/**
 * The admin dashboard's post list (issue 12, item 4): its page size, its status filter and the
 * rule that puts each post under one of them. Shared by the service (SQL) and the screens.
 */
import { isPubliclyVisible, type VisibilityFields } from './post-visibility.js';

export const ADMIN_PAGE_SIZE = 20;
/** The most posts one bulk action may name (a few pages' worth). */
export const MAX_BULK_POSTS = 100;

/**
 * Where a post stands for staff: a draft; published and on the site; or published with a date
 * still ahead (scheduled: it appears on the site only then).
 */
export const POST_VISIBILITIES = ['draft', 'published', 'scheduled'] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];

export const POST_VISIBILITY_LABELS: Record<PostVisibility, string> = {
  draft: 'Draft',
  published: 'Published',
  scheduled: 'Scheduled',
};

export function postVisibility(post: VisibilityFields, now: Date = new Date()): PostVisibility {
  if (post.status !== 'published') return 'draft';
  return isPubliclyVisible(post, now) ? 'published' : 'scheduled';
}
