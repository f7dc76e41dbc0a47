/**
 * Old article URLs keep working (issue 12): when a post's slug changes, the slug it had is kept in
 * post_slug_redirects, and /blog/{old slug} answers a 301 to the post's article while the post is
 * public. Every old slug points at the post itself, so after A -> B -> C both A and B lead to C in
 * one hop. A live post always wins: giving a post (new or renamed, also back to an old slug of its
 * own) a slug that was a redirect removes that redirect. The rows are written in the transaction
 * of the post's save; deleting the post deletes them (ON DELETE CASCADE).
 */
import { Op, type Transaction } from 'sequelize';
import { BlogPost, PostSlugRedirect } from '../../models/index.js';
import { publicWhere } from './public-reads/index.js';

/**
 * Records a save's slug: `before` is the slug the post had (null for a new post). The new slug
 * stops being a redirect; a changed slug becomes one, to this post.
 */
export async function recordSlug(postId: number, before: string | null, after: string, transaction: Transaction): Promise<void> {
  if (before === after) return;
  const slugs = before === null ? [after] : [after, before];
  await PostSlugRedirect.destroy({ where: { slug: { [Op.in]: slugs } }, transaction });
  if (before !== null) await PostSlugRedirect.create({ slug: before, postId }, { transaction });
}

export class SlugRedirects {
  constructor(private readonly clock: () => Date = () => new Date()) {}

  /**
   * The current slug of the public post that once had `slug`, or null (no such old slug, or its
   * post is a draft or scheduled). Callers ask only when no post has this slug now.
   */
  async currentSlug(slug: string): Promise<string | null> {
    if (typeof slug !== 'string' || slug.length > 200 || slug.includes('\0')) return null;
    const redirect = await PostSlugRedirect.findOne({ where: { slug }, attributes: ['postId'] });
    if (!redirect) return null;
    const post = await BlogPost.findOne({ where: { id: redirect.postId, ...publicWhere(this.clock()) }, attributes: ['slug'] });
    return post && post.slug !== slug ? post.slug : null;
  }

  /** A post's old slugs, oldest first. */
  async oldSlugsOf(postId: number): Promise<string[]> {
    const rows = await PostSlugRedirect.findAll({ where: { postId }, order: [['id', 'ASC']], attributes: ['slug'] });
    return rows.map((row) => row.slug);
  }
}
