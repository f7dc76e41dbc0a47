/**
 * Reads a stretch of the public list in two statements: the parts' sizes (post.query.ts,
 * countStatement; a counter may answer them from what it kept), then the rows of the parts the
 * stretch falls in (pageStatement). Category
 * names come from the catalogue the caller holds, so no statement joins the categories.
 */
import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { PINNED_SLUGS } from '../shared/constants.js';
import { dialectOf } from '../db/connection.js';
import type { CategoryCatalogue } from './category-catalogue.js';
import { countStatement, pageStatement, slicesOf, type CategoryCheck, type ListPart, type ListShape, type PartSlice } from './post.query.js';
import { parseCategoryIds, toPublicPost, type PostRow, type PublicPost } from './post.shapes.js';

export interface ListStretch {
  shape: ListShape;
  offset: number;
  /** null: everything from offset on. */
  limit: number | null;
  includeContent: boolean;
}

export interface CountRow { part: 'pinned' | 'all'; firstCategoryId: number | null; n: number | string }
type ListRow = PostRow & { categoryIds: string | null; part: number | string };

/** Where a list's counts come from: `count()` reads them; a cache may answer from what it kept (list-count-cache.ts). */
export interface ListCounter {
  counts(shape: ListShape, count: () => Promise<CountRow[]>): Promise<CountRow[]>;
  /** How many posts the public sees at `now`, when that is known without a statement; else undefined. */
  visible(now: Date): Promise<number | undefined>;
}

const COUNT_EVERY_TIME: ListCounter = { counts: (_shape, count) => count(), visible: async () => undefined };

/** Checking one walked post's links costs about this many times what one matching post adds to building the set. */
const PROBE_COST = 8;

export async function readList(sequelize: Sequelize, catalogue: CategoryCatalogue, stretch: ListStretch, counter: ListCounter = COUNT_EVERY_TIME): Promise<{ items: PublicPost[]; total: number }> {
  const statement = countStatement(dialectOf(sequelize), stretch.shape);
  const counts = await counter.counts(stretch.shape, () => sequelize.query<CountRow>(statement.text, { replacements: [...statement.values], type: QueryTypes.SELECT }));
  const { total, slices } = planPage(stretch, catalogue, counts);
  const check = await categoryCheck(stretch, total, counter);
  return { items: await readSlices(sequelize, catalogue, stretch.shape, slices, stretch.includeContent, check), total };
}

/**
 * How the page checks a category filter (post.query.ts, CategoryCheck): by probing each post it
 * walks when the posts walked to the page's end (the page's end times the share of visible posts
 * the filter matches) are few against the matches; by the set otherwise, and whenever the number
 * of visible posts is not known without counting it.
 */
async function categoryCheck(stretch: ListStretch, matches: number, counter: ListCounter): Promise<CategoryCheck> {
  const { filter } = stretch.shape;
  if (!filter.anyCategoryIds?.length && !filter.allCategoryIds?.length) return 'set';
  if (matches === 0) return 'set';
  const visible = await counter.visible(filter.now);
  if (!visible) return 'set';
  const walked = (stretch.offset + (stretch.limit ?? matches)) * (visible / matches);
  return walked * PROBE_COST < matches ? 'probe' : 'set';
}

/** The rows of these slices of the list's parts, in list order, as public posts (one statement). */
export async function readSlices(sequelize: Sequelize, catalogue: CategoryCatalogue, shape: ListShape, slices: PartSlice[], includeContent: boolean, check: CategoryCheck = 'set'): Promise<PublicPost[]> {
  if (!slices.length) return [];
  const statement = pageStatement(dialectOf(sequelize), shape, slices, includeContent, check);
  const rows = await sequelize.query<ListRow>(statement.text, { replacements: [...statement.values], type: QueryTypes.SELECT });
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
