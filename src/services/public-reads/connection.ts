/**
 * Keyset paging of the published posts (Relay-style connections, GraphQL `postsConnection` and
 * REST `limit`/`after`): ordered by (publishDate, id), newest or oldest first, each page read
 * from the date index after (or before) its cursor instead of skipping rows, so a deep page
 * costs what the first costs and a post published between two requests neither repeats nor
 * hides a post on the next page. No pinning and no category sorts here: a cursor needs one
 * unique order.
 */
import type { Sequelize } from 'sequelize-typescript';
import { selectRows } from '../../db/select-rows.js';
import { MAX_PAGE_SIZE } from '../../shared/constants.js';
import { dialectOf } from '../../db/connection.js';
import type { CategoryCatalogue } from '../category-catalogue.js';
import { ValidationError } from '../errors.js';
import { readSlices } from './list.js';
import { anyAfterStatement, countStatement, type DateOrder, type ListShape, type PostFilter, type PostKey } from './statements.js';
import type { PublicPost } from '../post.shapes.js';

export const POST_ORDERS: readonly DateOrder[] = ['newest', 'oldest'];
export const DEFAULT_CONNECTION_SIZE = 10;

/** Which stretch of the order: `first` posts after `after`, or `last` posts before `before`. */
export interface ConnectionWindow {
  first?: number | string | null;
  after?: string | null;
  last?: number | string | null;
  before?: string | null;
  order?: string | null;
}

export interface PostEdge {
  cursor: string;
  node: PublicPost;
}

export interface PostConnection {
  edges: PostEdge[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  /** Posts matching the filter on every page; counted only when asked for (it visits every match). */
  totalCount(): Promise<number>;
}

/** An opaque cursor: base64url of the post's place in the order, `["<publishDate ISO>", id]`. */
export function encodeCursor(post: { publishDate: string; id: number }): string {
  return Buffer.from(JSON.stringify([post.publishDate, post.id])).toString('base64url');
}

export function decodeCursor(cursor: unknown, field: string): PostKey {
  const invalid = () => new ValidationError({ [field]: `${field} is not a cursor of this list (use a cursor from an earlier answer)` });
  if (typeof cursor !== 'string' || cursor.length > 200 || !/^[A-Za-z0-9_-]+={0,2}$/.test(cursor)) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || !Number.isSafeInteger(value[1]) || value[1] < 1) throw invalid();
  const publishDate = new Date(value[0]);
  if (Number.isNaN(publishDate.getTime()) || publishDate.toISOString() !== value[0]) throw invalid();
  return { publishDate, id: value[1] };
}

interface Plan {
  order: DateOrder;
  /** Reading backwards: the order reversed, the page reversed back after reading. */
  backward: boolean;
  size: number;
  cursor?: PostKey;
}

/** Checks the window: `first`/`after` or `last`/`before` (not both), sizes 0 to 50. */
export function connectionPlan(window: ConnectionWindow): Plan {
  const order = window.order ?? 'newest';
  if (!POST_ORDERS.includes(order as DateOrder)) throw new ValidationError({ order: `order must be one of ${POST_ORDERS.join(', ')}` });
  const given = (value: unknown) => value !== undefined && value !== null && value !== '';
  const backward = given(window.last) || given(window.before);
  if (backward && (given(window.first) || given(window.after))) {
    throw new ValidationError({ last: 'Use first with after, or last with before, not both' });
  }
  const sizeField = backward ? 'last' : 'first';
  const size = given(window[sizeField]) ? Number(window[sizeField]) : DEFAULT_CONNECTION_SIZE;
  if (!Number.isSafeInteger(size) || size < 0 || size > MAX_PAGE_SIZE) {
    throw new ValidationError({ [sizeField]: `${sizeField} must be a whole number from 0 to ${MAX_PAGE_SIZE}` });
  }
  const cursorField = backward ? 'before' : 'after';
  const cursor = given(window[cursorField]) ? decodeCursor(window[cursorField], cursorField) : undefined;
  return { order: order as DateOrder, backward, size, cursor };
}

const reverse = (order: DateOrder): DateOrder => (order === 'newest' ? 'oldest' : 'newest');

export async function readConnection(
  sequelize: Sequelize, catalogue: CategoryCatalogue, filter: PostFilter, window: ConnectionWindow, includeContent: boolean,
): Promise<PostConnection> {
  const plan = connectionPlan(window);
  // Read in the direction of travel: forwards in the order, or backwards (the order reversed).
  const readOrder = plan.backward ? reverse(plan.order) : plan.order;
  const shape: ListShape = { filter, order: readOrder, pinned: false };
  const slice = { part: { kind: 'dated' as const, order: readOrder }, offset: 0, limit: plan.size + 1, after: plan.cursor };
  const items = await readSlices(sequelize, catalogue, shape, [slice], includeContent);
  const more = items.length > plan.size;
  const page = items.slice(0, plan.size);
  if (plan.backward) page.reverse();
  // Anything on the other side of the cursor (its own post included) makes a page that way.
  const behind = plan.cursor ? (await selectRows(sequelize, anyAfterStatement(dialectOf(sequelize), filter, reverse(readOrder), plan.cursor, true))).length > 0 : false;
  const edges = page.map((node) => ({ cursor: encodeCursor(node), node }));
  let total: Promise<number> | undefined;
  return {
    edges,
    pageInfo: {
      hasNextPage: plan.backward ? behind : more,
      hasPreviousPage: plan.backward ? more : behind,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: () => (total ??= countPosts(sequelize, shape)),
  };
}

async function countPosts(sequelize: Sequelize, shape: ListShape): Promise<number> {
  const rows = await selectRows<{ n: number | string }>(sequelize, countStatement(dialectOf(sequelize), shape));
  return rows.reduce((sum, row) => sum + Number(row.n), 0);
}
