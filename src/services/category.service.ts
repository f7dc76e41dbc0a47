/**
 * Blog categories. Posts store category names, so a rename is carried into every post that uses
 * the category, and a delete removes the name from those posts (they keep their other categories
 * and stay published), in the same transaction as the category change.
 */
import { col, fn, UniqueConstraintError, where, type Transaction } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { BlogCategory, BlogPost } from '../../models/index.js';
import { CATEGORY_GROUP_KEYS } from '../shared/constants.js';
import { categorySchema } from '../shared/schemas/category.schema.js';
import { ConflictError, NotFoundError } from './errors.js';
import { categoriesCondition } from './post.query.js';
import { parseId, validate } from './validate.js';

export interface CategoryShape {
  id: number;
  name: string;
  group: string;
  description: string | null;
  slug: string;
}

const nameOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

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
  constructor(private readonly sequelize: Sequelize) {}

  /** Every category, by group (fuel, sport, training phase) and then name. */
  async list(): Promise<CategoryShape[]> {
    const rows = await BlogCategory.findAll();
    const groupIndex = (group: string) => CATEGORY_GROUP_KEYS.indexOf(group);
    // Sorted here, not by the database: SQLite and MySQL collate names differently.
    return rows.map(toShape).sort((a, b) => groupIndex(a.group) - groupIndex(b.group) || nameOrder.compare(a.name, b.name));
  }

  async get(id: unknown): Promise<CategoryShape> {
    return toShape(await this.findById(id));
  }

  async create(input: unknown): Promise<CategoryShape> {
    const values = await validate(categorySchema, input);
    await this.assertUnique(values.name, values.slug);
    const created = await this.saving(() => BlogCategory.create({ ...values, description: values.description || null }));
    return toShape(created);
  }

  async update(id: unknown, input: unknown): Promise<CategoryShape> {
    const category = await this.findById(id);
    const values = await validate(categorySchema, input);
    await this.assertUnique(values.name, values.slug, category.id);
    const oldName = category.name;
    const updated = await this.saving(() =>
      this.sequelize.transaction(async (transaction) => {
        await category.update({ ...values, description: values.description || null }, { transaction });
        if (oldName !== values.name) {
          await this.rewritePosts(oldName, (names) => names.map((name) => (name === oldName ? values.name : name)), transaction);
        }
        return category;
      }),
    );
    return toShape(updated);
  }

  async delete(id: unknown): Promise<{ id: number; postsUpdated: number }> {
    const category = await this.findById(id);
    return this.sequelize.transaction(async (transaction) => {
      const postsUpdated = await this.rewritePosts(category.name, (names) => names.filter((name) => name !== category.name), transaction);
      await category.destroy({ transaction });
      return { id: category.id, postsUpdated };
    });
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

  /** Applies `change` to the category list of every post that names `name`; returns how many changed. */
  private async rewritePosts(name: string, change: (names: string[]) => string[], transaction: Transaction): Promise<number> {
    const posts = await BlogPost.findAll({
      where: categoriesCondition(this.sequelize, [name]),
      attributes: ['id', 'categories'],
      transaction,
    });
    let changed = 0;
    for (const post of posts) {
      if (!post.categories.includes(name)) continue;
      await post.update({ categories: [...new Set(change(post.categories))] }, { transaction });
      changed++;
    }
    return changed;
  }
}
