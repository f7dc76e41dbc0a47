/**
 * Reads a stretch of the public list in two statements: the parts' sizes (statements.ts,
 * countStatement), then the rows of the parts the stretch falls in (pageStatement). Category
 * names come from the catalogue the caller holds, so no statement joins the categories. With a
 * cache (list-cache.ts) the counts are kept between writes, and lists whose pages read more
 * than their own rows (deep pages, searches) keep their order: a page is then its slice of the
 * order and one statement reading those posts by id.
 */
import type { Sequelize } from 'sequelize-typescript';
import { selectRows } from '../../db/select-rows.js';
import { PINNED_SLUGS } from '../../shared/constants.js';
import { dialectOf } from '../../db/connection.js';
import type { CategoryCatalogue } from '../category-catalogue.js';
import { byIdsStatement, countStatement, orderStatement, pageStatement, slicesOf, type CategoryCheck, type ListPart, type ListShape, type PartSlice } from './statements.js';
import { parseCategoryIds, toPublicPost, type PostRow, type PublicPost } from '../post.shapes.js';

export interface ListStretch {
  shape: ListShape;
  offset: number;
  /** null: everything from offset on. */
  limit: number | null;
  includeContent: boolean;
}

export interface CountRow { part: 'pinned' | 'all'; firstCategoryId: number | null; n: number | string }
type ListRow = PostRow & { categoryIds: string | null; part: number | string };

/** What readList may keep between calls (list-cache.ts); without it every call reads everything. */
export interface ListCache {
  /** The list's counts: `count()` reads them; the cache may answer from what it kept. */
  counts(shape: ListShape, count: () => Promise<CountRow[]>): Promise<CountRow[]>;
  /** How many posts the public sees at `now`, when that is known without a statement; else undefined. */
  visible(now: Date): Promise<number | undefined>;
  /** Whether it keeps orders (else reading a whole order for one page is a loss). */
  readonly keepsOrders?: boolean;
  /** The list's order (post ids, first to last): `read()` reads it; the cache keeps it; undefined when it is not worth reading. */
  order?(shape: ListShape, read: () => Promise<Int32Array>): Promise<Int32Array> | undefined;
  /** The list's order if kept; nothing is read. */
  keptOrder?(shape: ListShape): Promise<Int32Array | undefined>;
}

const KEEP_NOTHING: ListCache = { counts: (_shape, count) => count(), visible: async () => undefined };

/** Checking one walked post's links costs about this many times what one matching post adds to building the set. */
const PROBE_COST = 8;
/** A page from this offset on walks that many index entries (OFFSET): worth keeping the list's order. */
const DEEP_OFFSET = 100;
/** Longer lists are not read whole for their order (a deep page's walk costs less than reading them). */
const MAX_ORDER = 50_000;

export async function readList(sequelize: Sequelize, catalogue: CategoryCatalogue, stretch: ListStretch, cache: ListCache = KEEP_NOTHING): Promise<{ items: PublicPost[]; total: number }> {
  const { shape } = stretch;
  const dialect = dialectOf(sequelize);
  const kept = stretch.limit === null || !cache.keepsOrders ? undefined : await cache.keptOrder?.(shape);
  if (kept) return readInOrder(sequelize, catalogue, stretch, kept);
  const statement = countStatement(dialect, shape);
  const counts = await cache.counts(shape, () => selectRows<CountRow>(sequelize, statement));
  const { total, slices } = planPage(stretch, catalogue, counts);
  const wanted = cache.keepsOrders && total <= MAX_ORDER && pagesReadMore(stretch) ? cache.order?.(shape, () => readOrder(sequelize, catalogue, shape, counts)) : undefined;
  // An order that could not be read (see readOrder) is not kept; the page is read as usual.
  const order = await wanted?.catch(() => undefined);
  if (order) return readInOrder(sequelize, catalogue, stretch, order);
  const check = await categoryCheck(stretch, total, cache);
  return { items: await readSlices(sequelize, catalogue, shape, slices, stretch.includeContent, check), total };
}

/**
 * Pages whose statement reads more than their own rows: deep ones (OFFSET walks the skipped
 * entries) and searches (the full-text index gives every match before the first page: FTS5 a set
 * of ids, InnoDB's FULLTEXT every matching row).
 */
function pagesReadMore(stretch: ListStretch): boolean {
  if (stretch.limit === null) return false;
  return stretch.offset >= DEEP_OFFSET || !!stretch.shape.filter.search?.terms.prefixes.length;
}

/**
 * The whole list's post ids, first to last: every part's slice (one statement). Fails when a
 * slice's ids are not as many as its count (e.g. a GROUP_CONCAT cut short); the caller then reads
 * the page as if no order were kept.
 */
async function readOrder(sequelize: Sequelize, catalogue: CategoryCatalogue, shape: ListShape, counts: CountRow[]): Promise<Int32Array> {
  const { slices } = planPage({ shape, offset: 0, limit: null, includeContent: false }, catalogue, counts);
  if (!slices.length) return new Int32Array(0);
  const statement = orderStatement(dialectOf(sequelize), shape, slices);
  const rows = await selectRows<{ part: number | string; ids: string | null }>(sequelize, statement);
  const ids: number[] = [];
  slices.forEach((slice, index) => {
    const text = rows.find((row) => Number(row.part) === index)?.ids;
    const items = text ? String(text).split(',') : [];
    let sliceIds: number[];
    if (slice.part.kind === 'pinned') {
      const { slugs } = slice.part;
      const pairs = items.map((item) => ({ id: Number(item.slice(0, item.indexOf('='))), slug: item.slice(item.indexOf('=') + 1) }));
      sliceIds = pairs.sort((a, b) => slugs.indexOf(a.slug) - slugs.indexOf(b.slug)).slice(slice.offset, slice.offset + slice.limit).map((pair) => pair.id);
    } else {
      sliceIds = items.map(Number);
    }
    // Kept as 32-bit integers: an id beyond them (never from an auto-increment in practice) is not kept.
    if (sliceIds.length !== slice.limit || sliceIds.some((id) => !Number.isInteger(id) || id < 1 || id > 0x7fffffff)) {
      throw new Error(`A list order's part ${index} read ${sliceIds.length} ids, not ${slice.limit}`);
    }
    ids.push(...sliceIds);
  });
  return Int32Array.from(ids);
}

/** The stretch as a slice of a kept order: its posts read by id (fresh, and still public), in the order's order. */
async function readInOrder(sequelize: Sequelize, catalogue: CategoryCatalogue, stretch: ListStretch, order: Int32Array): Promise<{ items: PublicPost[]; total: number }> {
  const ids = Array.from(order.subarray(stretch.offset, stretch.limit === null ? undefined : stretch.offset + stretch.limit));
  if (!ids.length) return { items: [], total: order.length };
  const statement = byIdsStatement(dialectOf(sequelize), ids, stretch.shape.filter.now, stretch.includeContent);
  const rows = await selectRows<ListRow>(sequelize, statement);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toPublicPost(row, catalogue.categoriesOf(parseCategoryIds(row.categoryIds)))] : [];
  });
  return { items, total: order.length };
}

/**
 * How the page checks a category filter (statements.ts, CategoryCheck): by probing each post it
 * walks when the posts walked to the page's end (the page's end times the share of visible posts
 * the filter matches) are few against the matches; by the set otherwise, and whenever the number
 * of visible posts is not known without counting it.
 */
async function categoryCheck(stretch: ListStretch, matches: number, cache: ListCache): Promise<CategoryCheck> {
  const { filter } = stretch.shape;
  if (!filter.anyCategoryIds?.length && !filter.allCategoryIds?.length) return 'set';
  if (matches === 0) return 'set';
  const visible = await cache.visible(filter.now);
  if (!visible) return 'set';
  const walked = (stretch.offset + (stretch.limit ?? matches)) * (visible / matches);
  return walked * PROBE_COST < matches ? 'probe' : 'set';
}

/** The rows of these slices of the list's parts, in list order, as public posts (one statement). */
export async function readSlices(sequelize: Sequelize, catalogue: CategoryCatalogue, shape: ListShape, slices: PartSlice[], includeContent: boolean, check: CategoryCheck = 'set'): Promise<PublicPost[]> {
  if (!slices.length) return [];
  const statement = pageStatement(dialectOf(sequelize), shape, slices, includeContent, check);
  const rows = await selectRows<ListRow>(sequelize, statement);
  const items = slices.flatMap((slice, index) => sliceRows(slice, rows.filter((row) => Number(row.part) === index)));
  return items.map((row) => toPublicPost(row, catalogue.categoriesOf(parseCategoryIds(row.categoryIds))));
}

/** From the counts: the total, and the slices of the parts the stretch falls in. */
export function planPage(stretch: ListStretch, catalogue: CategoryCatalogue, counts: CountRow[]): { total: number; slices: PartSlice[] } {
  const parts = partsInOrder(stretch, catalogue, counts);
  const total = parts.reduce((sum, { size }) => sum + size, 0);
  return { total, slices: slicesOf(parts, stretch.offset, stretch.limit ?? total) };
}

/**
 * The list's parts with their sizes: pinned, then the rest, or one part per first category by
 * name. The pinned posts were counted within 'all' too, in their own first category.
 */
function partsInOrder(stretch: ListStretch, catalogue: CategoryCatalogue, counts: CountRow[]): Array<{ part: ListPart; size: number }> {
  const { shape } = stretch;
  const key = (row: CountRow) => (row.firstCategoryId === null ? null : Number(row.firstCategoryId));
  const size = new Map<number | null, number>();
  for (const row of counts) if (row.part === 'all') size.set(key(row), Number(row.n));
  const parts: Array<{ part: ListPart; size: number }> = [];
  if (shape.pinned) {
    const pinned = counts.filter((row) => row.part === 'pinned');
    for (const row of pinned) size.set(key(row), (size.get(key(row)) ?? 0) - Number(row.n));
    parts.push({ part: { kind: 'pinned', slugs: PINNED_SLUGS }, size: pinned.reduce((sum, row) => sum + Number(row.n), 0) });
  }
  if (!shape.firstCategoryOrder) {
    parts.push({ part: { kind: 'dated', order: shape.order }, size: size.get(null) ?? 0 });
    return parts;
  }
  const known = catalogue.idsByName(shape.firstCategoryOrder);
  // A category created after the catalogue was read sorts after the known ones; no category comes last.
  const unknown = [...size.keys()].filter((id): id is number => id !== null && !known.includes(id)).sort((a, b) => a - b);
  for (const group of [...known, ...unknown, null]) {
    const count = size.get(group) ?? 0;
    if (count > 0) parts.push({ part: { kind: 'dated', order: shape.order, group }, size: count });
  }
  return parts;
}

/** A slice's rows in list order (the UNION gives no order); the pinned part is cut here. */
function sliceRows(slice: PartSlice, rows: ListRow[]): ListRow[] {
  const { part } = slice;
  if (part.kind === 'pinned') {
    const rank = (row: ListRow) => part.slugs.indexOf(row.slug);
    return rows.sort((a, b) => rank(a) - rank(b)).slice(slice.offset, slice.offset + slice.limit);
  }
  const sign = part.order === 'oldest' ? 1 : -1;
  const time = (row: ListRow) => new Date(row.publishDate).getTime();
  return rows.sort((a, b) => sign * (time(a) - time(b) || a.id - b.id));
}
