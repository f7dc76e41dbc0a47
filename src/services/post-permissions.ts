/**
 * Post rules for roles without `posts.manage` (issue 24): authors write, publish and delete their
 * own posts only; contributors write drafts of their own, and cannot publish, schedule or delete.
 * Editors and administrators never get here. A post is "own" when the member created it (blog_post_staff.createdBy).
 */
import { BlogPost, BlogPostRevision, PostStaff } from '../../models/index.js';
import { DEFAULT_POST_STATUS } from '../shared/constants.js';
import { parseWholeNumber } from '../shared/numbers.js';
import { roleMay } from '../shared/staff-roles.js';
import { ForbiddenError } from './errors.js';
import type { Viewer } from './identity.service.js';

/** `edit`: keep unsaved edits of a post (working copies): ownership only, publishing is a later update. */
export type PostAction = 'create' | 'update' | 'edit' | 'delete' | 'publish' | 'unpublish' | 'restoreRevision';

/** What the request names: one post (id), several (ids), a revision (revisionId), and the submitted fields. */
export interface PostSubject {
  id?: unknown;
  ids?: unknown;
  revisionId?: unknown;
  input?: unknown;
}

export const CONTRIBUTOR_PUBLISH_MESSAGE = 'Contributors can save drafts only: an editor or administrator publishes or schedules them.';
export const CONTRIBUTOR_DELETE_MESSAGE = 'Contributors cannot delete posts: ask an editor or administrator.';
export const NOT_OWN_POST_MESSAGE = 'You can change only the posts you created: ask an editor for anyone else’s.';

type SessionViewer = Extract<Viewer, { kind: 'session' }>;

function statusOf(input: unknown): unknown {
  const status = input && typeof input === 'object' ? (input as { status?: unknown }).status : undefined;
  return status ?? DEFAULT_POST_STATUS;
}

function idList(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => parseWholeNumber(item)).filter((id): id is number => id !== null && id > 0);
}

export class PostPermissions {
  async check(viewer: SessionViewer, action: PostAction, subject: PostSubject): Promise<void> {
    // What the role may do at all comes from src/shared/staff-roles.ts (contributors: neither).
    const contributor = !roleMay(viewer.role, 'posts.publish');
    if (contributor && (action === 'publish')) throw new ForbiddenError(CONTRIBUTOR_PUBLISH_MESSAGE);
    if (!roleMay(viewer.role, 'posts.delete') && action === 'delete') throw new ForbiddenError(CONTRIBUTOR_DELETE_MESSAGE);
    if ((action === 'create' || action === 'update') && contributor && statusOf(subject.input) !== 'draft') {
      throw new ForbiddenError(CONTRIBUTOR_PUBLISH_MESSAGE);
    }
    if (action === 'create') return;
    let ids = idList(subject.ids ?? subject.id);
    if (action === 'restoreRevision') {
      const revisionId = parseWholeNumber(subject.revisionId);
      const revision = revisionId ? await BlogPostRevision.findByPk(revisionId, { attributes: ['postId', 'status'] }) : null;
      if (!revision) return; // the resolver answers NOT_FOUND
      if (contributor && revision.status !== 'draft') throw new ForbiddenError(CONTRIBUTOR_PUBLISH_MESSAGE);
      ids = [revision.postId];
    }
    const posts = ids.length ? await BlogPost.findAll({ where: { id: ids }, attributes: ['id', 'status'], paranoid: false }) : [];
    const staff = new Map((posts.length ? await PostStaff.findAll({ where: { postId: posts.map((post) => post.id) } }) : []).map((row) => [row.postId, row.createdBy]));
    for (const post of posts) {
      if (staff.get(post.id) !== viewer.user.id) throw new ForbiddenError(NOT_OWN_POST_MESSAGE);
      // A published post stays the editors' (unpublishing included) once it is live.
      if (contributor && post.status !== 'draft') throw new ForbiddenError(CONTRIBUTOR_PUBLISH_MESSAGE);
    }
  }
}
