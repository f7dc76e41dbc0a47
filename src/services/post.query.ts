/**
 * SQL fragments for the post lists, written once for SQLite and MySQL/MariaDB so the database
 * does the searching, filtering, ordering and paging.
 */
import { literal, Op, type Order, type WhereOptions } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { PINNED_SLUGS, type AdminSort, type PublicSort } from '../shared/constants.js';
import { dialectOf } from '../db/connection.js';
import { escapeLike } from './text-search.js';

/** Any-of match on category names: the JSON array text holds each name as a quoted string. */
export function categoriesCondition(sequelize: Sequelize, names: string[]): WhereOptions {
  const parts = names.map((name) => {
    const needle = escapeLike(JSON.stringify(name));
    return `categories LIKE ${sequelize.escape(`%${needle}%`)} ESCAPE '!'`;
  });
  return literal(`(${parts.join(' OR ')})`) as unknown as WhereOptions;
}

/** Published and already due: the only posts the public ever sees (isPubliclyVisible in src/shared/post-visibility.ts for one loaded post). */
export function publicCondition(now: Date): WhereOptions {
  return { status: 'published', publishDate: { [Op.lte]: now } };
}

function firstCategory(sequelize: Sequelize): string {
  return dialectOf(sequelize) === 'sqlite'
    ? "LOWER(json_extract(categories, '$[0]'))"
    : "LOWER(JSON_UNQUOTE(JSON_EXTRACT(categories, '$[0]')))";
}

/** The pinning rule of SPEC section 9 as a leading sort key. */
function pinnedFirst(sequelize: Sequelize) {
  const cases = PINNED_SLUGS.map((slug, index) => `WHEN ${sequelize.escape(slug)} THEN ${index}`).join(' ');
  return literal(`CASE slug ${cases} ELSE ${PINNED_SLUGS.length} END`);
}

export function publicOrder(sequelize: Sequelize, sort: PublicSort, pin: boolean): Order {
  const order: Order = pin ? [[pinnedFirst(sequelize), 'ASC']] : [];
  switch (sort) {
    case 'oldest':
      return [...order, ['publishDate', 'ASC'], ['id', 'ASC']];
    case 'category-asc':
    case 'category-desc': {
      const direction = sort === 'category-asc' ? 'ASC' : 'DESC';
      const label = firstCategory(sequelize);
      // Posts without a category go last either way.
      return [...order, [literal(`(${label} IS NULL)`), 'ASC'], [literal(label), direction], ['publishDate', 'DESC'], ['id', 'DESC']];
    }
    default:
      return [...order, ['publishDate', 'DESC'], ['id', 'DESC']];
  }
}

export function adminOrder(sort: AdminSort): Order {
  return sort === 'oldest' ? [['publishDate', 'ASC'], ['id', 'ASC']] : [['publishDate', 'DESC'], ['id', 'DESC']];
}
