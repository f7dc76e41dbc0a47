/**
 * Blog posts: the public list and article (published and due only), and the admin CRUD with the
 * rules of docs/product.md §5 and §9. A post's categories are links (blog_post_categories); the
 * answers name them, in the editor's order, from the categories read once per call.
 */
import { ForeignKeyConstraintError, literal, Op, UniqueConstraintError, type Order, type Transaction } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { BlogPost, Media } from '../../models/index.js';
import { selectRows } from '../db/select-rows.js';
import { ADMIN_SORTS, DEFAULT_PUBLIC_SORT, type AdminSort, type PostStatus } from '../shared/constants.js';
import { postSchema } from '../shared/schemas/post.schema.js';
import { CatalogueCache } from './catalogue-cache.js';
import { CategoryCatalogue, type CategoryShape } from './category-catalogue.js';
import { ConflictError, NotFoundError, StaleVersionError, ValidationError } from './errors.js';
import { sanitizeArticleHtml } from './html-sanitizer.js';
import { replacePostCategories } from '../db/post-categories.js';
import { articleStatement, categoryIdsColumn, type ConnectionWindow, listShape, listWindow, type PostConnection, postFilter, type PostFilterQuery, type PostListQuery, type PublicListCache, readConnection, readList, trashedSlugStatement } from './public-reads/index.js';
export { type ConnectionWindow, type PostConnection, type PostEdge, type PostFilterQuery, type PostListQuery } from './public-reads/index.js';
import type { PostImages } from './post-images.js';
import { missingAltText } from './media/alt-text-rule.js';
import { parseCategoryIds, toAdminPost, toPublicPost, type AdminPost, type PostPage, type PostRow, type PublicPost } from './post.shapes.js';
import { searchText } from './text-search.js';
import { adminSearchWhere, readAdminPage, type AdminPageQuery, type AdminPostPage } from './post-admin-list.js';
import { runBulk, type BulkPostResult } from './post-bulk-actions.js';
import { actorOf, recordRevision } from './post-revisions.js';
import { recordSlug } from './slug-redirects.js';
import type { Viewer } from './identity.service.js';
import { ContentChangeLog, type ChangeDetails, type ContentChange } from './content-changes.js';
import { POSTS_TAG, postTag } from '../shared/cache-tags.js';
import { parseId, validate } from './validate.js';
import { withWriteTransaction } from './write-transaction.js';
import { parseExpectedVersion, claimVersion } from './post-version.js';
import { TRASHED } from './post-trash.js';

export type { AdminPageQuery, AdminPostPage, AdminPostSummary, AdminStatusCounts } from './post-admin-list.js';
export type { BulkPostResult } from './post-bulk-actions.js';

export interface PostConnectionQuery extends PostFilterQuery, ConnectionWindow {
  /** Connections answer article bodies only when asked (the REST `fields` say so). */
  includeContent?: boolean;
}

export interface ListOptions {
  /** The categories the caller has already read (the /blog page shows them): no second read. */
  categories?: readonly CategoryShape[];
  /** Filter values naming no category are dropped (the /blog page) instead of matching nothing (the APIs). */
  ignoreUnknownCategories?: boolean;
}

export interface PublishedPage extends PostPage {
  /** The categories the filter resolved to, in the order asked. */
  filterCategories: CategoryShape[];
}

export interface AdminPostQuery {
  search?: string;
  sort?: string;
}

/** A model query's column with the post's linked category ids ("3,7"). */
const CATEGORY_IDS: [ReturnType<typeof literal>, string] = [literal(categoryIdsColumn('BlogPost')), 'categoryIds'];
const ADMIN_ORDER: Record<AdminSort, Order> = { newest: [['publishDate', 'DESC'], ['id', 'DESC']], oldest: [['publishDate', 'ASC'], ['id', 'ASC']] };

export class PostService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly clock: () => Date = () => new Date(),
    private readonly changes: ContentChangeLog = new ContentChangeLog(),
    /** The catalogue for public reads (kept between requests); writes and the admin load it fresh. */
    private readonly publicCatalogue: CatalogueCache = new CatalogueCache(0),
    /** The public list's counts and orders kept between reads (list-cache.ts); none kept by default. */
    private readonly publicLists?: PublicListCache,
    /** Sets each answered post's `image` (library item or illustration); none without it. */
    private readonly images?: PostImages,
  ) {}

  /** Every post answered carries its featured image (issue 21): one read for a whole page. */
  private async withImages<T extends PublicPost>(posts: T[]): Promise<T[]> {
    return this.images ? this.images.attach(posts) : posts;
  }

  /**
   * The public catalogue for a filter; with the categories' old slugs and names when a value names
   * no current category (an API client's slug from before a rename answers as the new one does).
   */
  private async filterCatalogue(query: PostFilterQuery): Promise<CategoryCatalogue> {
    const catalogue = await this.publicCatalogue.get();
    const asked = [...(query.categories ?? []), ...(query.allCategories ?? [])];
    return asked.length && catalogue.resolve(asked).unknown.length ? this.publicCatalogue.get({ aliases: true }) : catalogue;
  }

  /** One page of the public list, searched, filtered, ordered and counted by the database. */
  async listPublished(query: PostListQuery = {}, options: ListOptions = {}): Promise<PublishedPage> {
    const catalogue = options.categories ? new CategoryCatalogue(options.categories) : await this.filterCatalogue(query);
    const { page, pageSize } = listWindow(query);
    const { shape, filterCategories } = listShape(query, catalogue, this.clock(), options.ignoreUnknownCategories ?? false);
    const { items, total } = await readList(this.sequelize, catalogue, {
      shape, offset: (page - 1) * pageSize, limit: pageSize, includeContent: query.includeContent ?? false,
    }, this.publicLists);
    return { items: await this.withImages(items), total, page, pageSize, pageCount: Math.ceil(total / pageSize), filterCategories };
  }

  /**
   * Published posts by keyset (publishDate, id), newest or oldest first: `first` after a cursor
   * or `last` before one (at most 50), filtered like the list. Bad sizes and cursors are a 400
   * naming the argument.
   */
  async connection(query: PostConnectionQuery = {}): Promise<PostConnection> {
    const catalogue = await this.filterCatalogue(query);
    const { filter } = postFilter(query, catalogue, this.clock());
    const connection = await readConnection(this.sequelize, catalogue, filter, query, query.includeContent ?? true);
    await this.withImages(connection.edges.map((edge) => edge.node));
    return connection;
  }

  /** The whole published list in the default order (the spec's GET /api/blog-posts); bodies can be left out. */
  async listAllPublished({ includeContent = true } = {}): Promise<PublicPost[]> {
    const catalogue = await this.publicCatalogue.get();
    const { shape } = listShape({ sort: DEFAULT_PUBLIC_SORT }, catalogue, this.clock(), false);
    return this.withImages((await readList(this.sequelize, catalogue, { shape, offset: 0, limit: null, includeContent }, this.publicLists)).items);
  }

  /** Slugs and dates of the newest published posts, for the sitemap and the feed. */
  async listPublishedSummaries(limit = 10_000, { withContent = false }: { withContent?: boolean } = {}): Promise<PublicPost[]> {
    const catalogue = await this.publicCatalogue.get();
    const shape = { filter: { now: this.clock() }, order: 'newest' as const, pinned: false };
    return (await readList(this.sequelize, catalogue, { shape, offset: 0, limit, includeContent: withContent }, this.publicLists)).items;
  }

  /** When the next published-but-scheduled post falls due (caches of public pages must not outlive it). */
  async nextScheduledPublish(after: Date): Promise<Date | null> {
    const next = await BlogPost.findOne({
      where: { status: 'published', publishDate: { [Op.gt]: after } },
      order: [['publishDate', 'ASC']],
      attributes: ['publishDate'],
    });
    return next ? new Date(next.publishDate) : null;
  }

  /** A public article; staff may preview drafts and scheduled posts at the same URL. */
  async getPublishedBySlug(slug: string, { preview = false } = {}): Promise<PublicPost> {
    const usable = typeof slug === 'string' && slug.length <= 200 && !slug.includes('\0');
    // A plain row, not a model: building the model was a third of an article's database time.
    const statement = articleStatement(slug, preview ? null : this.clock());
    const [row] = usable ? await selectRows<PostRow & { categoryIds: string | null }>(this.sequelize, statement) : [];
    if (!row) throw new NotFoundError('Article not found');
    const [post] = await this.withImages([toPublicPost(row, (await this.publicCatalogue.get()).categoriesOf(parseCategoryIds(row.categoryIds)))]);
    return post!;
  }

  /** Every post, drafts included; the search covers title, excerpt, author and category names. */
  async listForAdmin(query: AdminPostQuery = {}): Promise<AdminPost[]> {
    const sort = (ADMIN_SORTS as readonly string[]).includes(query.sort ?? '') ? (query.sort as AdminSort) : 'newest';
    const search = searchText(query.search);
    const catalogue = await CategoryCatalogue.load();
    const where = adminSearchWhere(this.sequelize, catalogue, search);
    const rows = await BlogPost.findAll({ where, order: ADMIN_ORDER[sort], attributes: { include: [CATEGORY_IDS] } });
    return this.withImages(rows.map((post) => toAdminPost(post, catalogue.categoriesOf(idsOf(post)))));
  }

  /** One page of the dashboard list: status filter, search, sort, and the count of each status. */
  async listAdminPage(query: AdminPageQuery = {}): Promise<AdminPostPage> {
    return readAdminPage(this.sequelize, await CategoryCatalogue.load(), query, this.clock());
  }

  /** A post to edit; one in the trash is not there until restored (a 404 saying so). */
  async getForAdmin(id: unknown): Promise<AdminPost> {
    const post = await this.findById(id);
    if (post.status === TRASHED) throw new NotFoundError('Post not found: it is in the trash (restore it to edit it)');
    const [shape] = await this.withImages([toAdminPost(post, (await CategoryCatalogue.load()).categoriesOf(idsOf(post)))]);
    return shape!;
  }

  /** `by` (who is asking) is kept with the revision the save writes. */
  async create(input: unknown, by?: Viewer): Promise<AdminPost> {
    const { values, categoryIds, catalogue } = await this.validPost(input);
    await this.assertSlugFree(values.slug);
    const post = await this.saving(() => withWriteTransaction(this.sequelize, async (transaction) => {
      const created = await BlogPost.create({ ...values, firstCategoryId: categoryIds[0] }, { transaction });
      await replacePostCategories(created.id, categoryIds, transaction);
      // A new post's slug is live: it is no longer an old slug of another post.
      await recordSlug(created.id, null, created.slug, transaction);
      await this.changes.record(postChanges(null, created), transaction);
      await recordRevision(created, catalogue.categoriesOf(categoryIds).map((category) => category.name), actorOf(by), transaction);
      return created;
    }));
    const [shape] = await this.withImages([toAdminPost(post, catalogue.categoriesOf(categoryIds))]);
    return shape!;
  }

  /**
   * Replaces a post's fields. `version` (the input's `version`, or an If-Match header's value)
   * names the version the caller edited: when someone saved since, the save is refused with the
   * current post (StaleVersionError). Without one the save goes through, as the spec's clients expect.
   */
  async update(id: unknown, input: unknown, by?: Viewer, options: { ifMatch?: string } = {}): Promise<AdminPost> {
    const expected = parseExpectedVersion((input as { version?: unknown } | null)?.version, options.ifMatch);
    const post = await this.findById(id);
    if (post.status === TRASHED) throw new ConflictError('This post is in the trash: restore it before editing it', 'status');
    await this.assertVersion(post, expected);
    const { values, categoryIds, catalogue } = await this.validPost(input);
    await this.assertSlugFree(values.slug, post.id);
    // A draft published now without a date of its own (still the one it was started with) takes the moment it goes live.
    if (post.status !== 'published' && values.status === 'published'
      && new Date(values.publishDate).getTime() === new Date(post.publishDate).getTime() && new Date(post.publishDate) <= this.clock()) {
      values.publishDate = this.clock();
    }
    const before = { status: post.status };
    const previousSlug = post.slug;
    const previousCategories = catalogue.categoriesOf(idsOf(post)).map((category) => category.slug);
    const saved = await this.saving(() => withWriteTransaction(this.sequelize, async (transaction) => {
      // Claimed first, in the transaction: of two saves naming the same version only one gets it.
      const version = await claimVersion(post.id, expected ?? post.version, expected !== null, transaction);
      if (version === null) throw await this.staleVersion(post.id);
      post.set({ ...values, firstCategoryId: categoryIds[0], version });
      // A change of categories alone is still a change of the post.
      if (idsOf(post).join() !== categoryIds.join()) post.changed('updatedAt', true);
      await post.save({ transaction });
      await replacePostCategories(post.id, categoryIds, transaction);
      // The old slug answers a 301 to the new one (slug-redirects.ts).
      await recordSlug(post.id, previousSlug, post.slug, transaction);
      const previous = changedFrom(
        { slug: previousSlug, status: before.status, categories: previousCategories },
        { slug: post.slug, status: post.status, categories: catalogue.categoriesOf(categoryIds).map((category) => category.slug) },
      );
      await this.changes.record(postChanges(before, post, undefined, previous), transaction);
      await recordRevision(post, catalogue.categoriesOf(categoryIds).map((category) => category.name), actorOf(by), transaction);
      return post;
    }));
    const [shape] = await this.withImages([toAdminPost(saved, catalogue.categoriesOf(categoryIds))]);
    return shape!;
  }

  /** Moves a post to the trash (SPEC's DELETE keeps its answer): off the site, kept with its revisions and redirects. */
  async delete(id: unknown): Promise<{ id: number }> {
    const post = await this.findById(id);
    if (post.status === TRASHED) return { id: post.id };
    await withWriteTransaction(this.sequelize, (transaction) => this.moveToTrash(post, transaction));
    return { id: post.id };
  }

  /** Takes a post out of the trash with the status it had. */
  async restore(id: unknown): Promise<AdminPost> {
    const post = await this.findById(id);
    if (post.status !== TRASHED) throw new ConflictError('This post is not in the trash', 'status');
    await withWriteTransaction(this.sequelize, (transaction) => this.restoreFromTrash(post, transaction));
    return this.getForAdmin(post.id);
  }

  /** Deletes a trashed post for good, with its revisions, redirects and working copies. */
  async deleteForever(id: unknown): Promise<{ id: number }> {
    const post = await this.findById(id);
    if (post.status !== TRASHED) throw new ConflictError('Only a post in the trash can be deleted for good: move it to the trash first', 'status');
    await withWriteTransaction(this.sequelize, async (transaction) => {
      // Recorded first: the change's listeners (webhook payloads) still read the post.
      await this.changes.record(postChanges({ status: TRASHED }, null, post.id, { status: TRASHED }), transaction);
      await post.destroy({ transaction });
    });
    return { id: post.id };
  }

  /** The trash, most recently trashed first. */
  async listTrash(): Promise<Array<AdminPost & { trashedAt: string }>> {
    const catalogue = await CategoryCatalogue.load();
    const rows = await BlogPost.findAll({ where: { status: TRASHED }, order: [['trashedAt', 'DESC'], ['id', 'DESC']], attributes: { include: [CATEGORY_IDS] } });
    // Each with the status it will have again when restored.
    return rows.map((post) => ({
      ...toAdminPost(post, catalogue.categoriesOf(idsOf(post))),
      status: post.trashedFromStatus ?? 'draft',
      trashedAt: new Date(post.trashedAt ?? post.updatedAt).toISOString(),
    }));
  }

  /** Deletes for good what has been in the trash longer than `days`; answers how many. */
  async emptyTrash(days: number): Promise<number> {
    const before = new Date(this.clock().getTime() - days * 86_400_000);
    const rows = await BlogPost.findAll({ where: { status: TRASHED, trashedAt: { [Op.lte]: before } }, attributes: ['id'] });
    for (const row of rows) await this.deleteForever(row.id);
    return rows.length;
  }

  /** Whether `slug` is, or was, the address of a post now in the trash (its page answers 410 Gone). */
  async isTrashedSlug(slug: string): Promise<boolean> {
    if (typeof slug !== 'string' || slug.length > 200 || slug.includes('\0')) return false;
    const [row] = await selectRows<{ id: number }>(this.sequelize, trashedSlugStatement(slug));
    return !!row;
  }

  private async moveToTrash(post: BlogPost, transaction: Transaction): Promise<void> {
    const before = { status: post.status };
    await post.update({ trashedFromStatus: post.status, status: TRASHED, trashedAt: this.clock(), version: post.version + 1 }, { transaction });
    // For readers, caches and API clients the post is gone (its page answers 410): a deletion, as
    // the REST DELETE always announced. Deleting it for good later says so again.
    await this.changes.record(postChanges(before, null, post.id, { status: before.status }), transaction);
  }

  private async restoreFromTrash(post: BlogPost, transaction: Transaction): Promise<void> {
    await post.update({ status: post.trashedFromStatus ?? 'draft', trashedFromStatus: null, trashedAt: null, version: post.version + 1 }, { transaction });
    // Back on the site as if new (post.created, and post.published when it was live).
    await this.changes.record(postChanges(null, post, undefined, { status: TRASHED }), transaction);
  }

  /** Publishes or unpublishes many posts at once: one save, content change and revision per post that changes. */
  async setStatusMany(ids: unknown, status: PostStatus, by?: Viewer): Promise<BulkPostResult> {
    const catalogue = await CategoryCatalogue.load();
    return runBulk(this.sequelize, status === 'published' ? 'publish' : 'unpublish', ids, async (post, transaction) => {
      if (post.status === status) return 'unchanged';
      const before = { status: post.status };
      await post.update({ status, version: post.version + 1 }, { transaction });
      await this.changes.record(postChanges(before, post, undefined, { status: before.status }), transaction);
      await recordRevision(post, catalogue.categoriesOf(idsOf(post)).map((category) => category.name), actorOf(by), transaction);
      return 'changed';
    });
  }

  /** Moves many posts to the trash at once, one content change each. */
  async deleteMany(ids: unknown): Promise<BulkPostResult> {
    return runBulk(this.sequelize, 'delete', ids, async (post, transaction) => {
      if (post.status === TRASHED) return 'unchanged';
      await this.moveToTrash(post, transaction);
      return 'changed';
    });
  }

  /** Restores many trashed posts at once. */
  async restoreMany(ids: unknown): Promise<BulkPostResult> {
    return runBulk(this.sequelize, 'restore', ids, async (post, transaction) => {
      if (post.status !== TRASHED) return 'unchanged';
      await this.restoreFromTrash(post, transaction);
      return 'changed';
    });
  }

  /** Deletes many trashed posts for good (posts not in the trash are left alone). */
  async deleteForeverMany(ids: unknown): Promise<BulkPostResult> {
    return runBulk(this.sequelize, 'purge', ids, async (post, transaction) => {
      if (post.status !== TRASHED) return 'unchanged';
      await this.changes.record(postChanges({ status: TRASHED }, null, post.id, { status: TRASHED }), transaction);
      await post.destroy({ transaction });
      return 'changed';
    });
  }

  private async assertVersion(post: BlogPost, expected: number | null): Promise<void> {
    if (expected !== null && expected !== post.version) throw await this.staleVersion(post.id);
  }

  private async staleVersion(id: number): Promise<StaleVersionError> {
    const current = await this.getForAdmin(id);
    return new StaleVersionError(current, current.version);
  }

  private async findById(id: unknown): Promise<BlogPost> {
    const key = parseId(id);
    const post = key ? await BlogPost.findByPk(key, { attributes: { include: [CATEGORY_IDS] } }) : null;
    if (!post) throw new NotFoundError('Post not found');
    return post;
  }

  /** The form's values, and its category names (each once, in order) as ids; unknown names are a 400. */
  private async validPost(input: unknown) {
    const { categories, imageId, metaTitle, metaDescription, shareImageId, ...values } = await validate(postSchema, input);
    let catalogue = await CategoryCatalogue.load();
    let { found, unknown } = catalogue.byNames([...new Set(categories)]);
    // A name no category has now may be one a category had before a rename (an editor's form
    // opened before it, issue 20 item 8): only then are the old names read.
    if (unknown.length) {
      catalogue = await CategoryCatalogue.load({ aliases: true });
      ({ found, unknown } = catalogue.byNames([...new Set(categories)]));
    }
    if (unknown.length) throw new ValidationError({ categories: `Unknown category: ${unknown.join(', ')}` });
    if (imageId && !(await Media.count({ where: { id: imageId } }))) throw new ValidationError({ imageId: 'No image in the media library has this id' });
    if (shareImageId && !(await Media.count({ where: { id: shareImageId } }))) throw new ValidationError({ shareImageId: 'No image in the media library has this id' });
    const content = sanitizeArticleHtml(values.content);
    const altProblems = await missingAltText({ status: values.status, imageId, content });
    if (Object.keys(altProblems).length) throw new ValidationError(altProblems);
    return {
      // imageId left out keeps the post's image (clients of the spec's API do not send it); null or '' removes it.
      values: {
        ...values, ...(imageId === undefined ? {} : { imageId: imageId || null }), imageUrl: values.imageUrl || null, content,
        // The SEO fields likewise: left out keeps the post's, null or '' falls back to the title and excerpt.
        ...(metaTitle === undefined ? {} : { metaTitle: metaTitle || null }),
        ...(metaDescription === undefined ? {} : { metaDescription: metaDescription || null }),
        // The share image likewise: left out keeps the post's, null or '' falls back to the featured image.
        ...(shareImageId === undefined ? {} : { shareImageId: shareImageId || null }),
      },
      categoryIds: found.map((category) => category.id),
      catalogue,
    };
  }

  private async assertSlugFree(slug: string, exceptId?: number): Promise<void> {
    const existing = await BlogPost.findOne({ where: { slug }, attributes: ['id'] });
    if (existing && existing.id !== exceptId) throw slugTaken();
  }

  /**
   * A concurrent save can still hit the unique slug index (the same conflict) or lose a category
   * deleted meanwhile (a 400). The saved row is read back so the answer shows what is stored
   * (MySQL drops the milliseconds).
   */
  private async saving(save: () => Promise<BlogPost>): Promise<BlogPost> {
    try {
      return await (await save()).reload();
    } catch (error) {
      if (error instanceof StaleVersionError) throw error;
      if (error instanceof UniqueConstraintError) throw slugTaken();
      if (error instanceof ForeignKeyConstraintError) throw new ValidationError({ categories: 'Unknown category' });
      throw error;
    }
  }
}

function idsOf(post: BlogPost): number[] {
  return parseCategoryIds(post.get('categoryIds' as never));
}

/**
 * What a post write changed: created/updated/deleted, plus published or unpublished when the
 * status crossed over. Every one invalidates the post itself and every list of posts.
 */
function postChanges(before: { status: string } | null, after: BlogPost | null, deletedId?: number, previous?: ChangeDetails['previous']): ContentChange[] {
  const id = after?.id ?? deletedId!;
  const tags = [postTag(id), POSTS_TAG];
  const details = previous && Object.keys(previous).length ? { previous } : undefined;
  const change = (event: ContentChange['event']): ContentChange => ({ event, subject: { type: 'post', id }, tags, ...(details ? { details } : {}) });
  const wasPublished = before?.status === 'published';
  const isPublished = after?.status === 'published';
  const changes = [change(!before ? 'post.created' : !after ? 'post.deleted' : 'post.updated')];
  if (isPublished && !wasPublished) changes.push(change('post.published'));
  if (wasPublished && !isPublished) changes.push(change('post.unpublished'));
  return changes;
}

/** The fields of `before` that a save changed (a slug, a status, the categories), for purges by what a post was. */
function changedFrom(before: { slug: string; status: string; categories: string[] }, after: { slug: string; status: string; categories: string[] }): NonNullable<ChangeDetails['previous']> {
  const previous: NonNullable<ChangeDetails['previous']> = {};
  if (before.slug !== after.slug) previous.slug = before.slug;
  if (before.status !== after.status) previous.status = before.status;
  if (before.categories.join() !== after.categories.join()) previous.categories = before.categories;
  return previous;
}

function slugTaken(): ConflictError {
  return new ConflictError('A post with this slug already exists', 'slug');
}
