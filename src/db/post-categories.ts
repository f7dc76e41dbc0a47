/**
 * Every write to blog_post_categories, with the invariant it carries: blog_posts.firstCategoryId
 * is the post's lowest-position category (or null), the key the category sorts read.
 */
import type { Transaction } from 'sequelize';
import { BlogCategory, BlogPost, BlogPostCategory } from '../../models/index.js';

/** Replaces a post's links with these categories in this order (each once); returns the first or null. */
export async function replacePostCategories(postId: number, categoryIds: readonly number[], transaction?: Transaction): Promise<number | null> {
  const ids = [...new Set(categoryIds)];
  await BlogPostCategory.destroy({ where: { postId }, transaction });
  if (ids.length) await BlogPostCategory.bulkCreate(ids.map((categoryId, position) => ({ postId, categoryId, position })), { transaction });
  return ids[0] ?? null;
}

/**
 * Links a post to categories given by exact name and sets its sort key (seeders and test
 * fixtures, which insert posts directly); throws for a name no category has.
 */
export async function linkPostCategoriesByName(postId: number, names: readonly string[], transaction?: Transaction): Promise<void> {
  const rows = names.length ? await BlogCategory.findAll({ where: { name: [...names] }, attributes: ['id', 'name'], transaction }) : [];
  const ids = names.map((name) => {
    const row = rows.find((category) => category.name === name);
    if (!row) throw new Error(`No category named "${name}"`);
    return row.id;
  });
  const first = await replacePostCategories(postId, ids, transaction);
  await BlogPost.update({ firstCategoryId: first }, { where: { id: postId }, transaction, silent: true });
}

/**
 * Removes a category from every post (before the category row goes): the posts keep their other
 * categories, and those whose first category it was get their next one as the sort key.
 * Returns how many posts had it.
 */
export async function unlinkCategory(categoryId: number, transaction: Transaction): Promise<number> {
  const posts = await BlogPostCategory.count({ where: { categoryId }, transaction });
  if (!posts) return 0;
  await BlogPostCategory.destroy({ where: { categoryId }, transaction });
  await BlogPost.sequelize!.query(
    `UPDATE blog_posts SET firstCategoryId = (SELECT l.categoryId FROM blog_post_categories l WHERE l.postId = blog_posts.id
      ORDER BY l.position LIMIT 1) WHERE firstCategoryId = ?`,
    { replacements: [categoryId], transaction },
  );
  return posts;
}
