/**
 * Writing a post's revisions: every save (create, update, restore, bulk status change) copies the
 * post's fields into blog_post_revisions inside the save's own transaction, with who saved it
 * (the viewer: an admin's username or an API key's name). A refused save writes nothing.
 */
import type { Transaction } from 'sequelize';
import { BlogPostRevision } from '../../models/index.js';
import type { BlogPostAttributes } from '../../models/blog-post.model.js';
import type { BlogPostRevisionAttributes } from '../../models/blog-post-revision.model.js';
import { REVISION_POST_FIELDS, type PostFieldsOn } from '../shared/post-shape.js';
import type { Viewer } from './identity.service.js';

export interface Actor {
  kind: 'admin' | 'api-key' | 'system';
  name: string;
}

/** Saves made by scripts and seeders, outside any request. */
export const SYSTEM_ACTOR: Actor = Object.freeze({ kind: 'system', name: 'system' });

export function actorOf(viewer: Viewer | undefined): Actor {
  if (viewer?.kind === 'session') return { kind: 'admin', name: viewer.user.username };
  if (viewer?.kind === 'api-key') return { kind: 'api-key', name: viewer.key.name };
  return SYSTEM_ACTOR;
}

/** The post a revision copies: a saved BlogPost (its stored fields; the categories come apart). */
export type RevisionSource = { id: number } & Pick<BlogPostAttributes, Exclude<PostFieldsOn<'revision'>, 'categories'>>;

/** Copies the revision fields of src/shared/post-shape.ts (no image stored as null). */
export async function recordRevision(post: RevisionSource, categories: string[], actor: Actor, transaction: Transaction): Promise<void> {
  const copied = Object.fromEntries(REVISION_POST_FIELDS.map((name) => [name, name === 'categories' ? categories : post[name]]));
  await BlogPostRevision.create({
    ...(copied as Omit<BlogPostRevisionAttributes, 'id' | 'createdAt' | 'postId' | 'savedBy' | 'savedByKind'>),
    imageUrl: post.imageUrl || null,
    postId: post.id,
    savedBy: actor.name.slice(0, 120),
    savedByKind: actor.kind,
  }, { transaction });
}
