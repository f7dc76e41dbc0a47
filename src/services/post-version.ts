/**
 * Post versions (issue 20): every save raises blog_posts.version by one; a save that names the
 * version it edited (a `version` field, or an HTTP If-Match: "<version>") is refused when someone
 * saved since, instead of silently overwriting their work.
 */
import { QueryTypes, type Transaction } from 'sequelize';
import { BlogPost } from '../../models/index.js';
import { ValidationError } from './errors.js';

const VERSION_MESSAGE = 'version must be a whole number from 1 (the post’s version you edited)';

function wholeVersion(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}

/**
 * The version a save names, or null for none (the spec's clients: the save goes through).
 * `If-Match: *` names none; a weak tag (W/"3") counts like a strong one.
 */
export function parseExpectedVersion(bodyVersion: unknown, ifMatch?: string): number | null {
  if (bodyVersion !== undefined && bodyVersion !== null && bodyVersion !== '') {
    const version = wholeVersion(bodyVersion);
    if (version === null) throw new ValidationError({ version: VERSION_MESSAGE });
    return version;
  }
  const header = ifMatch?.trim();
  if (!header || header === '*') return null;
  const match = /^(?:W\/)?"?(\d{1,10})"?$/.exec(header);
  const version = match ? wholeVersion(match[1]) : null;
  if (version === null) throw new ValidationError({ version: `If-Match must name the post’s version, such as "3"` });
  return version;
}

/**
 * Raises the post's version in the save's transaction and answers the new one; null when the
 * post is no longer at `from` and `strict` (someone saved in between: the caller refuses).
 */
export async function claimVersion(postId: number, from: number, strict: boolean, transaction: Transaction): Promise<number | null> {
  const sequelize = BlogPost.sequelize!;
  const where = strict ? 'id = :postId AND version = :from' : 'id = :postId';
  const [, affected] = await sequelize.query(`UPDATE blog_posts SET version = version + 1 WHERE ${where}`, {
    replacements: { postId, from }, transaction, type: QueryTypes.UPDATE,
  });
  if (!affected) return null;
  const [row] = await sequelize.query<{ version: number }>('SELECT version FROM blog_posts WHERE id = :postId', {
    replacements: { postId }, transaction, type: QueryTypes.SELECT,
  });
  return Number(row.version);
}
