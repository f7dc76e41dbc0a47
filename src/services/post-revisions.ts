/**
 * Writing a post's revisions: every save (create, update, restore, bulk status change) copies the
 * post's fields into blog_post_revisions inside the save's own transaction, with who saved it
 * (the viewer: an admin's username or an API key's name). A refused save writes nothing.
 */
import type { Transaction } from 'sequelize';
import { BlogPostRevision } from '../../models/index.js';
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

/** The fields of a post a revision keeps (as stored, after sanitising). */
export interface RevisionFields {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  publishDate: Date;
  author: string;
  status: string;
}

export async function recordRevision(post: RevisionFields, categories: string[], actor: Actor, transaction: Transaction): Promise<void> {
  await BlogPostRevision.create({
    postId: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    imageUrl: post.imageUrl || null,
    categories,
    publishDate: new Date(post.publishDate),
    author: post.author,
    status: post.status,
    savedBy: actor.name.slice(0, 120),
    savedByKind: actor.kind,
  }, { transaction });
}
