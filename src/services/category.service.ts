/**
 * Blog categories. Posts link to categories by id (blog_post_categories), so a rename changes the
 * category row alone and every post shows the new name; a delete removes the category's links
 * (the posts keep their other categories and stay published) in the same transaction. A rename
 * keeps the old slug and name as aliases (category-aliases.ts), and the editors' order within a
 * group is `position` (issue 20, item 8).
 */
import { col, fn, UniqueConstraintError, where, type Transaction } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { BlogCategory, BlogPost, BlogPostCategory } from '../../models/index.js';
import { categorySchema } from '../shared/schemas/category.schema.js';
import { CatalogueCache } from './catalogue-cache.js';
import { CategoryCatalogue, type CategoryShape } from './category-catalogue.js';
import { ConflictError, NotFoundError, ValidationError } from './errors.js';
import { unlinkCategory } from '../db/post-categories.js';
import { parseId, validate } from './validate.js';
import { ContentChangeLog, type ContentChange } from './content-changes.js';
import { withWriteTransaction } from './write-transaction.js';
import { selectRows } from '../db/select-rows.js';
import { publicCondition } from './public-reads/index.js';
import { sql } from './sql.js';
import { CATEGORIES_TAG, categoryTag, postTag } from '../shared/cache-tags.js';
import { recordCategoryNaming } from './category-aliases.js';

/** A category change invalidates the category (pages showing its name) and every list of categories. */
/** A category change; one that touched posts names them and purges each of them too. */
function categoryChange(event: ContentChange['event'], id: number, posts: Array<{ id: number; slug: string }> = []): ContentChange {
  return {
    event, subject: { type: 'category', id }, tags: [categoryTag(id), CATEGORIES_TAG, ...posts.map((post) => postTag(post.id))],
    ...(posts.length ? { details: { posts } } : {}),
  };
}

export type { CategoryShape } from './category-catalogue.js';

/** A new category in an ordered group goes this far after its last, and a reorder of tied places spreads them this far apart. */
const POSITION_STEP = 10;

function toShape(category: BlogCategory): CategoryShape {
  return {
    id: category.id,
    name: category.name,
    group: category.group,
    description: category.description || null,
    slug: category.slug,
  };
}

export class CategoryService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly changes: ContentChangeLog = new ContentChangeLog(),
    private readonly catalogue: CatalogueCache = new CatalogueCache(0),
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Every category, by group (fuel, sport, training phase), then the editors' order, then name. */
  async list(): Promise<CategoryShape[]> {
    // Sorted in code, not by the database: SQLite and MySQL collate names differently.
    return [...(await this.catalogue.get()).all];
  }

  /**
   * Filter values (a `/blog?category=` link's) with each slug a category had before a rename
   * replaced by its current one, or null when none is an old slug (issue 20, item 8).
   */
  async movedTo(values: readonly string[]): Promise<string[] | null> {
    // Asked only when a link names no current category: the old slugs are read then, not on every list.
    const catalogue = await CategoryCatalogue.load({ aliases: true });
    const current = values.map((value) => catalogue.movedSlug(value) ?? value);
    return current.some((value, index) => value !== values[index]) ? [...new Set(current)] : null;
  }

  /** How many posts (drafts included) have each category; a category no post has is missing (0). */
  async postCounts(): Promise<Map<number, number>> {
    const rows = await BlogPostCategory.count({ group: ['categoryId'] }) as unknown as Array<{ categoryId: number; count: number }>;
    return new Map(rows.map((row) => [Number(row.categoryId), Number(row.count)]));
  }

  /** How many posts the public sees (published and due) have each category; a category none has is missing (0). */
  async publishedCounts(): Promise<Map<number, number>> {
    const rows = await selectRows<{ categoryId: number; n: number | string }>(this.sequelize,
      sql`SELECT l.categoryId AS categoryId, COUNT(*) AS n FROM blog_post_categories l JOIN blog_posts p ON p.id = l.postId WHERE ${publicCondition(this.clock())} GROUP BY l.categoryId`);
    return new Map(rows.map((row) => [Number(row.categoryId), Number(row.n)]));
  }

  async get(id: unknown): Promise<CategoryShape> {
    return toShape(await this.findById(id));
  }

  async create(input: unknown): Promise<CategoryShape> {
    const values = await validate(categorySchema, input);
    await this.assertUnique(values.name, values.slug);
    const created = await this.saving(() => withWriteTransaction(this.sequelize, async (transaction) => {
      // In a group the editors ordered, last (they move it where they want it); in one nobody
      // ordered (every place 0), in name order like the rest.
      const last = await BlogCategory.max<number, BlogCategory>('position', { where: { group: values.group }, transaction });
      const category = await BlogCategory.create({ ...values, description: values.description || null, position: last ? last + POSITION_STEP : 0 }, { transaction });
      await recordCategoryNaming(category.id, null, values, transaction);
      await this.changes.record([categoryChange('category.created', category.id)], transaction);
      return category;
    }));
    return toShape(created);
  }

  async update(id: unknown, input: unknown): Promise<CategoryShape> {
    const category = await this.findById(id);
    const values = await validate(categorySchema, input);
    await this.assertUnique(values.name, values.slug, category.id);
    const renamed = values.name !== category.name || values.slug !== category.slug;
    // One row: posts name their categories through the links. A rename changes what its posts
    // show, so they count as updated (updatedSince finds them) and the change names them.
    const updated = await this.saving(() =>
      withWriteTransaction(this.sequelize, async (transaction) => {
        const before = { slug: category.slug, name: category.name };
        await category.update({ ...values, description: values.description || null }, { transaction });
        await recordCategoryNaming(category.id, before, values, transaction);
        const posts = renamed ? await this.touchPostsOf(category.id, transaction) : [];
        await this.changes.record([categoryChange('category.updated', category.id, posts)], transaction);
        return category;
      }),
    );
    return toShape(updated);
  }

  /**
   * The editors' order (issue 20, item 8): `ids` are categories in the order wanted (usually one
   * group's); each gets its place, the others keep theirs. Answers every category in the new order.
   */
  async reorder(ids: unknown): Promise<CategoryShape[]> {
    if (!Array.isArray(ids) || !ids.length || ids.length > 500) throw new ValidationError({ ids: 'ids must be a list of category ids in the order wanted' });
    const wanted = ids.map((id) => parseId(id));
    if (wanted.some((id) => id === null)) throw new ValidationError({ ids: 'ids must be whole numbers (category ids)' });
    if (new Set(wanted).size !== wanted.length) throw new ValidationError({ ids: 'ids must name each category once' });
    await withWriteTransaction(this.sequelize, async (transaction) => {
      const rows = await BlogCategory.findAll({ where: { id: wanted as number[] }, transaction });
      const missing = wanted.filter((id) => !rows.some((row) => row.id === id));
      if (missing.length) throw new ValidationError({ ids: `No category has the id ${missing.join(', ')}` });
      // The places the listed categories had, given out again in the new order.
      const places = rows.map((row) => row.position).sort((a, b) => a - b);
      const distinct = new Set(places).size === places.length ? places : places.map((_place, index) => Math.min(...places) + (index + 1) * POSITION_STEP);
      const moved: number[] = [];
      for (const [index, id] of (wanted as number[]).entries()) {
        const row = rows.find((item) => item.id === id)!;
        if (row.position === distinct[index]) continue;
        await row.update({ position: distinct[index]! }, { transaction });
        moved.push(id);
      }
      await this.changes.record(moved.map((id) => categoryChange('category.updated', id)), transaction);
    });
    // The commit made this process forget the kept catalogue: this is the new order.
    return this.list();
  }

  /** postsUpdated: how many posts had the category (they keep their others). */
  async delete(id: unknown): Promise<{ id: number; postsUpdated: number }> {
    const category = await this.findById(id);
    return withWriteTransaction(this.sequelize, async (transaction) => {
      const posts = await this.touchPostsOf(category.id, transaction);
      const postsUpdated = await unlinkCategory(category.id, transaction);
      // Recorded first: the change's listeners (webhook payloads) still read the category.
      await this.changes.record([categoryChange('category.deleted', category.id, posts)], transaction);
      await category.destroy({ transaction });
      return { id: category.id, postsUpdated };
    });
  }

  /** The posts that have the category, their updatedAt moved to now: what they show changes with it. */
  private async touchPostsOf(categoryId: number, transaction: Transaction): Promise<Array<{ id: number; slug: string }>> {
    const links = await BlogPostCategory.findAll({ attributes: ['postId'], where: { categoryId }, transaction });
    const ids = [...new Set(links.map((link) => link.postId))];
    if (!ids.length) return [];
    const posts = await BlogPost.findAll({ attributes: ['id', 'slug'], where: { id: ids }, order: [['id', 'ASC']], transaction });
    // The wall clock, as Sequelize stamps every other save's updatedAt.
    await this.sequelize.query('UPDATE blog_posts SET updatedAt = ? WHERE id IN (?)', { replacements: [new Date(), ids], transaction });
    return posts.map((post) => ({ id: post.id, slug: post.slug }));
  }

  private async findById(id: unknown): Promise<BlogCategory> {
    const key = parseId(id);
    const category = key ? await BlogCategory.findByPk(key) : null;
    if (!category) throw new NotFoundError('Category not found');
    return category;
  }

  /** Names clash regardless of case, as MySQL's case-insensitive unique index sees them. */
  private async assertUnique(name: string, slug: string, exceptId?: number): Promise<void> {
    const sameName = where(fn('LOWER', col('name')), name.toLowerCase());
    const byName = await BlogCategory.findOne({ where: sameName, attributes: ['id'] });
    if (byName && byName.id !== exceptId) throw new ConflictError('A category with this name already exists', 'name');
    const bySlug = await BlogCategory.findOne({ where: { slug }, attributes: ['id'] });
    if (bySlug && bySlug.id !== exceptId) throw new ConflictError('A category with this slug already exists', 'slug');
  }

  private async saving<T>(save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw new ConflictError('A category with this name or slug already exists');
      throw error;
    }
  }
}
