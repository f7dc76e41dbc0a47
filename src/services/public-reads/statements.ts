/**
 * The public post list in SQL, written once for SQLite and MySQL/MariaDB so the database does the
 * searching, filtering, ordering and paging.
 *
 * A list is a filter (what the public may see, narrowed by categories and a search) cut into
 * parts read one after another: the pinned posts first (no search, no filter), then the rest by
 * date, or for the category sorts one part per first category. Each part is read in
 * (publishDate, id) order straight from an index, so a page reads its own rows and not the
 * table; one counting statement gives every part's size, hence the total and the parts a page
 * falls in. Keyset paging: a dated part read after a cursor adds `(publishDate, id)` below (or
 * above) the cursor's to its condition, in place of the OFFSET, so a deep page reads no more
 * index entries than the first.
 */
import { Op, type WhereOptions } from 'sequelize';
import { PINNED_SLUGS } from '../../shared/constants.js';
import { SUMMARY_POST_COLUMNS } from '../../shared/post-shape.js';
import type { Dialect } from '../../db/connection.js';
import { Sql, sql } from '../sql.js';
import { escapeLike, type SearchTerms } from '../text-search.js';

export interface PostFilter {
  /** Published and due by this time: the only posts the public sees. */
  now: Date;
  /** Posts having any of these categories; an empty list matches nothing. */
  anyCategoryIds?: readonly number[];
  /** Posts having every one of these categories. */
  allCategoryIds?: readonly number[];
  /** Posts by this author (as stored, regardless of case). */
  author?: string;
  /** Published strictly after this time. */
  publishedAfter?: Date;
  /** Published strictly before this time. */
  publishedBefore?: Date;
  /** Saved (created or changed) at or after this time. */
  updatedSince?: Date;
  /** Words in the title or excerpt, or a category name containing the search (categoryIds). */
  search?: { terms: SearchTerms; categoryIds: readonly number[] };
}

/** A post's place in the (publishDate, id) order: what a keyset cursor holds. */
export interface PostKey {
  publishDate: Date;
  id: number;
}

export type DateOrder = 'newest' | 'oldest';

/** One part of a list; `group` is a first category id (or null) for the category sorts. */
export type ListPart =
  | { kind: 'pinned'; slugs: readonly string[] }
  | { kind: 'dated'; order: DateOrder; group?: number | null };

export interface ListShape {
  filter: PostFilter;
  order: DateOrder;
  /** The pinned slugs lead; only for the list without search and filters. */
  pinned: boolean;
  /** Category sorts: one part per first category, in name order A-Z or Z-A, instead of one for the rest. */
  firstCategoryOrder?: 'asc' | 'desc';
}

/** The columns of a list item (src/shared/post-shape.ts); the category ids come in their position order. */
export const SUMMARY_COLUMNS: readonly string[] = SUMMARY_POST_COLUMNS;

/** A post's linked category ids as "3,7", in position order (SQLite 3.44+ and MySQL alike). */
export function categoryIdsColumn(alias: string): string {
  return `(SELECT GROUP_CONCAT(l.categoryId ORDER BY l.position) FROM blog_post_categories l WHERE l.postId = ${alias}.id)`;
}

/** Published and already due (isPubliclyVisible in src/shared/post-visibility.ts for one loaded post). */
export function publicCondition(now: Date): Sql {
  return sql`p.status = 'published' AND p.publishDate <= ${now}`;
}

/**
 * One post by slug with its body and linked category ids, as a plain row: the article read. Only
 * a public one when `now` is given (at that time); any status without it (staff previews).
 */
export function articleStatement(slug: string, now: Date | null): Sql {
  const columns = new Sql([...SUMMARY_COLUMNS, 'content'].map((column) => `p.${column}`).join(', '));
  const select = sql`SELECT ${columns}, ${new Sql(categoryIdsColumn('p'))} AS categoryIds FROM blog_posts p WHERE p.slug = ${slug}`;
  // Staff preview any status but the trash (issue 20: a trashed post's address is gone).
  return now ? sql`${select} AND ${publicCondition(now)}` : sql`${select} AND p.status <> 'trashed'`;
}

/** A trashed post whose slug is, or once was, `slug`. */
export function trashedSlugStatement(slug: string): Sql {
  return sql`SELECT p.id FROM blog_posts p WHERE p.status = 'trashed'
    AND (p.slug = ${slug} OR p.id IN (SELECT r.postId FROM post_slug_redirects r WHERE r.slug = ${slug})) LIMIT 1`;
}

/**
 * Public posts by id (in no order), with their linked category ids: a page of a kept list order.
 * On SQLite the unary plus keeps the planner on the primary key rather than the date index.
 */
export function byIdsStatement(dialect: Dialect, ids: readonly number[], now: Date, includeContent: boolean): Sql {
  const columns = new Sql([...SUMMARY_COLUMNS, ...(includeContent ? ['content'] : [])].map((column) => `p.${column}`).join(', '));
  const unindexed = new Sql(dialect === 'sqlite' ? '+' : '');
  return sql`SELECT ${columns}, ${new Sql(categoryIdsColumn('p'))} AS categoryIds FROM blog_posts p
    WHERE p.id IN (${[...ids]}) AND ${unindexed}p.status = 'published' AND ${unindexed}p.publishDate <= ${now}`;
}

/** The same rule for a model query. */
export function publicWhere(now: Date): WhereOptions {
  return { status: 'published', publishDate: { [Op.lte]: now } };
}

/**
 * p.id in a set. On SQLite the unary plus keeps the planner walking the date index and probing the
 * set, instead of fetching every member's row to sort them all.
 */
function idIn(dialect: Dialect, members: Sql): Sql {
  return dialect === 'sqlite' ? sql`+p.id IN (${members})` : sql`p.id IN (${members})`;
}

/**
 * How a statement checks a post's categories. 'set' builds the set of linked post ids first and
 * checks each post walked against it: its cost grows with the posts the filter matches. 'probe'
 * looks each walked post's links up by the link table's primary key: its cost grows with the posts
 * walked, so it wins on a page when the filter matches a fair share of the posts (readList
 * chooses from the counts). Written as a correlated COUNT, which MariaDB, unlike EXISTS, does not
 * turn back into a set.
 */
export type CategoryCheck = 'set' | 'probe';

function inCategories(dialect: Dialect, ids: readonly number[], check: CategoryCheck = 'set'): Sql {
  if (!ids.length) return sql`1 = 0`;
  if (check === 'probe') return sql`(SELECT COUNT(*) FROM blog_post_categories l WHERE l.postId = p.id AND l.categoryId IN (${ids})) > 0`;
  return idIn(dialect, sql`SELECT l.postId FROM blog_post_categories l WHERE l.categoryId IN (${ids})`);
}

/** Every indexed word begins a word of the title or excerpt; every other word appears in one. */
function textCondition(dialect: Dialect, terms: SearchTerms): Sql {
  const parts: Sql[] = [];
  if (terms.prefixes.length) {
    parts.push(dialect === 'sqlite'
      ? idIn(dialect, sql`SELECT rowid FROM blog_posts_search WHERE blog_posts_search MATCH ${terms.prefixes.map((word) => `"${word}"*`).join(' ')}`)
      : sql`MATCH (p.title, p.excerpt) AGAINST (${terms.prefixes.map((word) => `+${word}*`).join(' ')} IN BOOLEAN MODE)`);
  }
  for (const word of terms.contains) {
    const pattern = `%${escapeLike(word)}%`;
    parts.push(sql`(LOWER(p.title) LIKE ${pattern} ESCAPE '!' OR LOWER(p.excerpt) LIKE ${pattern} ESCAPE '!')`);
  }
  return parts.length ? Sql.join(parts, ' AND ') : sql`1 = 0`;
}

export function filterCondition(dialect: Dialect, filter: PostFilter, check: CategoryCheck = 'set'): Sql {
  const parts = [publicCondition(filter.now)];
  if (filter.anyCategoryIds) parts.push(inCategories(dialect, filter.anyCategoryIds, check));
  for (const id of filter.allCategoryIds ?? []) parts.push(inCategories(dialect, [id], check));
  if (filter.author !== undefined) parts.push(sql`LOWER(p.author) = LOWER(${filter.author})`);
  if (filter.publishedAfter) parts.push(sql`p.publishDate > ${filter.publishedAfter}`);
  if (filter.publishedBefore) parts.push(sql`p.publishDate < ${filter.publishedBefore}`);
  if (filter.updatedSince) parts.push(sql`p.updatedAt >= ${filter.updatedSince}`);
  if (filter.search) {
    const { terms, categoryIds } = filter.search;
    const text = textCondition(dialect, terms);
    parts.push(categoryIds.length ? sql`((${text}) OR ${inCategories(dialect, categoryIds)})` : sql`(${text})`);
  }
  return Sql.join(parts, ' AND ');
}

const notPinned = sql`p.id NOT IN (SELECT x.id FROM blog_posts x WHERE x.slug IN (${[...PINNED_SLUGS]}))`;

/**
 * The pinned posts (only the unfiltered list pins) by their unique slugs. On SQLite the unary
 * plus keeps the planner on the slug index rather than the date index.
 */
function pinnedCondition(dialect: Dialect, now: Date, slugs: readonly string[]): Sql {
  const unindexed = new Sql(dialect === 'sqlite' ? '+' : '');
  return sql`p.slug IN (${[...slugs]}) AND ${unindexed}p.status = 'published' AND ${unindexed}p.publishDate <= ${now}`;
}

function partCondition(dialect: Dialect, shape: ListShape, part: ListPart, check: CategoryCheck = 'set'): Sql {
  if (part.kind === 'pinned') return pinnedCondition(dialect, shape.filter.now, part.slugs);
  const parts = [filterCondition(dialect, shape.filter, check)];
  if (shape.pinned) parts.push(notPinned);
  if (part.group === null) parts.push(sql`p.firstCategoryId IS NULL`);
  else if (part.group !== undefined) parts.push(sql`p.firstCategoryId = ${part.group}`);
  return Sql.join(parts, ' AND ');
}

/**
 * One statement counting the list: rows of (part 'pinned' | 'all', firstCategoryId, n). The
 * category sorts count per first category in one pass. The pinned posts are counted on their own
 * and also within 'all' (the caller subtracts them), which keeps the big count a plain index range.
 */
export function countStatement(dialect: Dialect, shape: ListShape): Sql {
  const group = new Sql(shape.firstCategoryOrder ? 'p.firstCategoryId' : 'NULL');
  const grouping = new Sql(shape.firstCategoryOrder ? ' GROUP BY p.firstCategoryId' : '');
  const all = sql`SELECT 'all' AS part, ${group} AS firstCategoryId, COUNT(*) AS n FROM blog_posts p
    WHERE ${filterCondition(dialect, shape.filter)}${grouping}`;
  if (!shape.pinned) return all;
  const pinned = sql`SELECT 'pinned' AS part, ${group} AS firstCategoryId, COUNT(*) AS n FROM blog_posts p
    WHERE ${pinnedCondition(dialect, shape.filter.now, PINNED_SLUGS)}${grouping}`;
  return sql`${pinned} UNION ALL ${all}`;
}

export interface PartSlice {
  part: ListPart;
  offset: number;
  limit: number;
  /** Keyset paging (dated parts): only the posts after this one in the part's order (offset 0). */
  after?: PostKey;
}

/**
 * The posts after `key` in a date order (at or after it when `inclusive`), written so the
 * database bounds its walk of the date index by the date: `(d, i) < (D, I)` as
 * `d <= D AND (d < D OR i < I)`.
 */
export function keysetCondition(order: DateOrder, key: PostKey, inclusive = false): Sql {
  const op = order === 'newest' ? '<' : '>';
  const idOp = inclusive ? `${op}=` : op;
  return new Sql(`p.publishDate ${op}= ? AND (p.publishDate ${op} ? OR p.id ${idOp} ?)`, [key.publishDate, key.publishDate, key.id]);
}

/**
 * Newest first after a cursor, the visibility bound (publishDate <= now) and the cursor's
 * (publishDate <= its date) are two upper bounds of one index range; SQLite walks only one of
 * them, from now down to the cursor. Visibility up to the earlier of the two is the same set and
 * leaves one bound, so a deep page starts at its cursor.
 */
function keysetBounded(shape: ListShape, order: DateOrder, key: PostKey): ListShape {
  if (order !== 'newest' || key.publishDate >= shape.filter.now) return shape;
  return { ...shape, filter: { ...shape.filter, now: key.publishDate } };
}

/** Whether any post of the filter lies after `key` in a date order (or at it when `inclusive`). */
export function anyAfterStatement(dialect: Dialect, filter: PostFilter, order: DateOrder, key: PostKey, inclusive: boolean): Sql {
  return sql`SELECT p.id FROM blog_posts p WHERE ${filterCondition(dialect, filter)} AND ${keysetCondition(order, key, inclusive)} LIMIT 1`;
}

/**
 * One statement reading the rows of a page, part by part (column `part` says which slice a row
 * belongs to). Dated parts read their ids from the index first, then only those rows.
 */
export function pageStatement(dialect: Dialect, shape: ListShape, slices: readonly PartSlice[], includeContent: boolean, check: CategoryCheck = 'set'): Sql {
  const columns = [...SUMMARY_COLUMNS, ...(includeContent ? ['content'] : [])].map((column) => `p.${column}`).join(', ');
  const selects = slices.map(({ part, offset, limit, after }, index) => {
    const select = new Sql(`SELECT ${columns}, ${categoryIdsColumn('p')} AS categoryIds, ${index} AS part FROM `);
    const where = after && part.kind === 'dated' ? sql`${partCondition(dialect, keysetBounded(shape, part.order, after), part, check)} AND ${keysetCondition(part.order, after)}`
      : partCondition(dialect, shape, part, check);
    // The pinned part is at most three rows; the caller cuts its slice.
    if (part.kind === 'pinned') return sql`${select}blog_posts p WHERE ${where}`;
    const direction = part.order === 'oldest' ? 'ASC' : 'DESC';
    const order = new Sql(`p.publishDate ${direction}, p.id ${direction}`);
    const ids = sql`SELECT p.id FROM blog_posts p WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
    const alias = new Sql(`page${index}`);
    return sql`${select}(${ids}) ${alias} JOIN blog_posts p ON p.id = ${alias}.id`;
  });
  return Sql.join(selects, ' UNION ALL ');
}

/**
 * One statement reading a list's order: a row per slice, (part, ids), the slice's post ids
 * comma-separated, in list order, except the pinned part's "id=slug" pairs (at most three, ordered
 * by the caller). Dated parts are read from the date index alone and concatenated in the database
 * (a row per post costs Node far more than the walk), each told the order (the order of an
 * aggregate's input is not promised; SQLite 3.44+ and MySQL/MariaDB take an ORDER BY inside
 * GROUP_CONCAT). MySQL/MariaDB's GROUP_CONCAT keeps 1 MB by default, and MySQL is given 16 MB for
 * the statement; the caller checks each slice's length against its count.
 */
export function orderStatement(dialect: Dialect, shape: ListShape, slices: readonly PartSlice[]): Sql {
  const direction = shape.order === 'oldest' ? 'ASC' : 'DESC';
  const selects = slices.map(({ part, offset, limit }, index) => {
    const where = partCondition(dialect, shape, part);
    const hint = new Sql(index === 0 && dialect !== 'sqlite' ? '/*+ SET_VAR(group_concat_max_len = 16777216) */ ' : '');
    const partNumber = new Sql(String(index));
    if (part.kind === 'pinned') {
      const pair = new Sql(dialect === 'sqlite' ? "p.id || '=' || p.slug" : "CONCAT(p.id, '=', p.slug)");
      return sql`SELECT ${hint}${partNumber} AS part, GROUP_CONCAT(${pair}) AS ids FROM blog_posts p WHERE ${where}`;
    }
    const keys = sql`SELECT p.id, p.publishDate FROM blog_posts p WHERE ${where} ORDER BY ${new Sql(`p.publishDate ${direction}, p.id ${direction}`)} LIMIT ${limit} OFFSET ${offset}`;
    const order = `k.publishDate ${direction}, k.id ${direction}`;
    const concat = new Sql(dialect === 'sqlite' ? `GROUP_CONCAT(k.id, ',' ORDER BY ${order})` : `GROUP_CONCAT(k.id ORDER BY ${order} SEPARATOR ',')`);
    return sql`SELECT ${hint}${partNumber} AS part, ${concat} AS ids FROM (${keys}) k`;
  });
  return Sql.join(selects, ' UNION ALL ');
}

/** The slices of parts (in list order, with their sizes) that the rows [offset, offset + limit) fall in. */
export function slicesOf(parts: ReadonlyArray<{ part: ListPart; size: number }>, offset: number, limit: number): PartSlice[] {
  const slices: PartSlice[] = [];
  let start = 0;
  let wanted = limit;
  for (const { part, size } of parts) {
    if (wanted <= 0) break;
    const from = Math.max(offset - start, 0);
    if (from < size) {
      const take = Math.min(size - from, wanted);
      slices.push({ part, offset: from, limit: take });
      wanted -= take;
    }
    start += size;
  }
  return slices;
}
