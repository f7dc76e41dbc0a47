/**
 * Blog posts: the public list and article (published and due only), and the admin CRUD with the
 * rules of SPEC sections 5 and 9.
 */
import { Op, UniqueConstraintError, type WhereOptions } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { BlogCategory, BlogPost } from '../../models/index.js';
import {
  ADMIN_SORTS, BLOG_PAGE_SIZE, DEFAULT_PUBLIC_SORT, MAX_PAGE_SIZE, PUBLIC_SORT_KEYS, type AdminSort, type PublicSort,
} from '../shared/constants.js';
import { postSchema } from '../shared/schemas/post.schema.js';
import { ConflictError, NotFoundError, ValidationError } from './errors.js';
import { sanitizeArticleHtml } from './html-sanitizer.js';
import { adminOrder, categoriesCondition, publicCondition, publicOrder } from './post.query.js';
import { toAdminPost, toPublicPost, type AdminPost, type PostPage, type PublicPost } from './post.shapes.js';
import { searchCondition } from './text-search.js';
import { parseId, validate } from './validate.js';

export interface PostListQuery {
  /** Whole numbers from 1; strings from a query string are accepted and checked. */
  page?: number | string;
  pageSize?: number | string;
  search?: string;
  /** Category names or slugs; a post matches when it has any of them. */
  categories?: string[];
  sort?: string;
  /** List pages need no article bodies. */
  includeContent?: boolean;
}

export interface AdminPostQuery {
  search?: string;
  sort?: string;
}

/** Searches also match any of a post's category names. */
const CATEGORY_LABELS = { jsonArrayColumns: ['categories'] };

const SUMMARY_ATTRIBUTES = ['id', 'slug', 'title', 'excerpt', 'imageUrl', 'publishDate', 'categories', 'author', 'status'];

export class PostService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** One page of the public list, searched, filtered, ordered and counted by the database. */
  async listPublished(query: PostListQuery = {}): Promise<PostPage> {
    const page = positiveInt(query.page, 1, 'page');
    const pageSize = Math.min(positiveInt(query.pageSize, BLOG_PAGE_SIZE, 'pageSize'), MAX_PAGE_SIZE);
    const sort = publicSort(query.sort);
    const search = searchText(query.search);
    const names = await this.categoryNames(query.categories ?? []);

    const where: WhereOptions[] = [publicCondition(this.clock())];
    if (search) where.push(searchCondition(this.sequelize, search, ['title', 'excerpt'], CATEGORY_LABELS));
    if (names) where.push(names.length ? categoriesCondition(this.sequelize, names) : { id: -1 });
    const pin = !search && !names;

    const { rows, count } = await BlogPost.findAndCountAll({
      where: { [Op.and]: where },
      order: publicOrder(this.sequelize, sort, pin),
      limit: pageSize,
      offset: (page - 1) * pageSize,
      attributes: query.includeContent ? undefined : SUMMARY_ATTRIBUTES,
    });
    return { items: rows.map(toPublicPost), total: count, page, pageSize, pageCount: Math.ceil(count / pageSize) };
  }

  /** The whole published list in the default order (the spec's GET /api/blog-posts). */
  async listAllPublished(): Promise<PublicPost[]> {
    const rows = await BlogPost.findAll({
      where: publicCondition(this.clock()),
      order: publicOrder(this.sequelize, DEFAULT_PUBLIC_SORT, true),
    });
    return rows.map(toPublicPost);
  }

  /** Slugs and dates of every published post, for the sitemap and the feed. */
  async listPublishedSummaries(limit = 10_000): Promise<PublicPost[]> {
    const rows = await BlogPost.findAll({
      where: publicCondition(this.clock()),
      order: publicOrder(this.sequelize, 'recent', false),
      attributes: SUMMARY_ATTRIBUTES,
      limit,
    });
    return rows.map(toPublicPost);
  }

  /** A public article; staff may preview drafts and scheduled posts at the same URL. */
  async getPublishedBySlug(slug: string, { preview = false } = {}): Promise<PublicPost> {
    const where: WhereOptions = preview ? { slug } : { slug, ...publicCondition(this.clock()) };
    const usable = typeof slug === 'string' && slug.length <= 200 && !slug.includes('\0');
    const post = usable ? await BlogPost.findOne({ where }) : null;
    if (!post) throw new NotFoundError('Article not found');
    return toPublicPost(post);
  }

  async listForAdmin(query: AdminPostQuery = {}): Promise<AdminPost[]> {
    const sort = (ADMIN_SORTS as readonly string[]).includes(query.sort ?? '') ? (query.sort as AdminSort) : 'newest';
    const search = searchText(query.search);
    const where = search ? searchCondition(this.sequelize, search, ['title', 'excerpt', 'author'], CATEGORY_LABELS) : {};
    const rows = await BlogPost.findAll({ where, order: adminOrder(sort) });
    return rows.map(toAdminPost);
  }

  async getForAdmin(id: unknown): Promise<AdminPost> {
    return toAdminPost(await this.findById(id));
  }

  async create(input: unknown): Promise<AdminPost> {
    const values = await this.validPost(input);
    await this.assertSlugFree(values.slug);
    return toAdminPost(await this.saving(() => BlogPost.create(values)));
  }

  async update(id: unknown, input: unknown): Promise<AdminPost> {
    const post = await this.findById(id);
    const values = await this.validPost(input);
    await this.assertSlugFree(values.slug, post.id);
    return toAdminPost(await this.saving(() => post.update(values)));
  }

  async delete(id: unknown): Promise<{ id: number }> {
    const post = await this.findById(id);
    await post.destroy();
    return { id: post.id };
  }

  private async findById(id: unknown): Promise<BlogPost> {
    const key = parseId(id);
    const post = key ? await BlogPost.findByPk(key) : null;
    if (!post) throw new NotFoundError('Post not found');
    return post;
  }

  private async validPost(input: unknown) {
    const values = await validate(postSchema, input);
    const known = await BlogCategory.findAll({ where: { name: values.categories }, attributes: ['name'] });
    const knownNames = new Set(known.map((category) => category.name));
    const unknown = values.categories.filter((name) => !knownNames.has(name));
    if (unknown.length) throw new ValidationError({ categories: `Unknown category: ${unknown.join(', ')}` });
    return {
      ...values,
      categories: [...new Set(values.categories)],
      imageUrl: values.imageUrl || null,
      content: sanitizeArticleHtml(values.content),
    };
  }

  private async assertSlugFree(slug: string, exceptId?: number): Promise<void> {
    const existing = await BlogPost.findOne({ where: { slug }, attributes: ['id'] });
    if (existing && existing.id !== exceptId) throw slugTaken();
  }

  /**
   * A concurrent save can still hit the unique index: answer it as the same conflict. The saved
   * row is read back so the answer shows what is stored (MySQL drops the milliseconds).
   */
  private async saving(save: () => Promise<BlogPost>): Promise<BlogPost> {
    try {
      return await (await save()).reload();
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw slugTaken();
      throw error;
    }
  }

  /** Resolves filter values (names or slugs) to category names; null when there is no filter. */
  private async categoryNames(values: string[]): Promise<string[] | null> {
    const wanted = values.map((value) => String(value).replace(/\0/g, '').trim()).filter(Boolean).slice(0, 50);
    if (!wanted.length) return null;
    const rows = await BlogCategory.findAll({
      where: { [Op.or]: [{ name: wanted }, { slug: wanted }] },
      attributes: ['name'],
    });
    return rows.map((row) => row.name);
  }
}

/** A search as typed, trimmed and bounded; NUL characters would cut SQLite's query short. */
function searchText(value: unknown): string {
  return (typeof value === 'string' ? value : '').replace(/\0/g, '').trim().slice(0, 200);
}

function slugTaken(): ConflictError {
  return new ConflictError('A post with this slug already exists', 'slug');
}

function positiveInt(value: unknown, fallback: number, field: string): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) {
    throw new ValidationError({ [field]: `${field} must be a positive whole number` });
  }
  return number;
}

function publicSort(value: unknown): PublicSort {
  if (value === undefined || value === null || value === '') return DEFAULT_PUBLIC_SORT;
  if (typeof value !== 'string' || !PUBLIC_SORT_KEYS.includes(value)) {
    throw new ValidationError({ sort: `sort must be one of ${PUBLIC_SORT_KEYS.join(', ')}` });
  }
  return value as PublicSort;
}
