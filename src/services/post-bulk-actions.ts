/**
 * Bulk actions on posts (issue 12, item 4): publish, unpublish or delete the posts a list of ids
 * names, all in one transaction. Each post's own work (its save, its content change, its
 * revision) is the caller's `apply`; a post that is not there is reported, not a failure of the
 * rest. An unexpected error rolls the whole action back.
 */
import { literal, type Transaction } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { BlogPost } from '../../models/index.js';
import { MAX_BULK_POSTS } from '../shared/admin-post-list.js';
import { ValidationError } from './errors.js';
import { categoryIdsColumn } from './public-reads/index.js';
import { parseId } from './validate.js';
import { withWriteTransaction } from './write-transaction.js';

/** delete moves to the trash; restore and purge (delete for good) work on the trash (issue 20). */
export type BulkPostAction = 'publish' | 'unpublish' | 'delete' | 'restore' | 'purge';

export interface BulkFailure {
  id: number;
  message: string;
}

export interface BulkPostResult {
  action: BulkPostAction;
  /** Posts this action changed (or deleted). */
  changed: number[];
  /** Posts already as asked (already published, already a draft). */
  unchanged: number[];
  failed: BulkFailure[];
}

/** Each id once, in the order given; anything but 1 to MAX_BULK_POSTS whole ids is a 400 naming `ids`. */
export function parseBulkIds(ids: unknown): number[] {
  if (!Array.isArray(ids) || ids.length === 0) throw new ValidationError({ ids: 'Choose at least one post' });
  if (ids.length > MAX_BULK_POSTS) throw new ValidationError({ ids: `Choose at most ${MAX_BULK_POSTS} posts at a time` });
  const parsed = ids.map(parseId);
  if (parsed.some((id) => id === null)) throw new ValidationError({ ids: 'Post ids must be positive whole numbers' });
  return [...new Set(parsed as number[])];
}

export async function runBulk(
  sequelize: Sequelize,
  action: BulkPostAction,
  ids: unknown,
  apply: (post: BlogPost, transaction: Transaction) => Promise<'changed' | 'unchanged'>,
): Promise<BulkPostResult> {
  const wanted = parseBulkIds(ids);
  return withWriteTransaction(sequelize, async (transaction) => {
    const rows = await BlogPost.findAll({
      where: { id: wanted }, transaction, attributes: { include: [[literal(categoryIdsColumn('BlogPost')), 'categoryIds']] },
    });
    const result: BulkPostResult = { action, changed: [], unchanged: [], failed: [] };
    for (const id of wanted) {
      const post = rows.find((row) => row.id === id);
      // A trashed post cannot be published or unpublished: for those actions it is not there.
      if (!post || (post.status === 'trashed' && (action === 'publish' || action === 'unpublish'))) {
        result.failed.push({ id, message: 'Post not found' });
        continue;
      }
      result[await apply(post, transaction)].push(id);
    }
    return result;
  });
}
