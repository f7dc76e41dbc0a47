/**
 * The article page's ways on (issue 12, deliverable 6): the previous and next article in publish
 * order (publishDate, then id, among the posts the public sees) and up to three related articles
 * (public posts sharing the most categories with it, newest first among equals). One statement.
 */
import type { Sequelize } from 'sequelize-typescript';
import { selectRows } from '../db/select-rows.js';
import { keysetCondition, type PostKey, publicCondition } from './public-reads/index.js';
import { Sql, sql } from './sql.js';

export const RELATED_LIMIT = 3;

export interface LinkedArticle {
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  publishDate: string;
}

export interface ArticleLinks {
  /** The article published just before this one (older), or null for the oldest. */
  previous: LinkedArticle | null;
  /** The article published just after this one (newer), or null for the newest. */
  next: LinkedArticle | null;
  /** Up to three public articles sharing categories with this one. */
  related: LinkedArticle[];
}

interface LinkRow {
  which: string;
  /** Categories shared with the article (related rows only). */
  shared: number | string;
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  publishDate: Date | string;
}

const COLUMNS = 'p.slug, p.title, p.excerpt, p.imageUrl, p.publishDate';

function toLinked(row: LinkRow): LinkedArticle {
  return { slug: row.slug, title: row.title, excerpt: row.excerpt, imageUrl: row.imageUrl || null, publishDate: new Date(row.publishDate).toISOString() };
}

/** Most shared categories first, then newest, then the higher id (as the related part orders them). */
function byRelevance(a: LinkRow, b: LinkRow): number {
  return Number(b.shared) - Number(a.shared) || time(b) - time(a) || b.id - a.id;
}

const time = (row: LinkRow) => new Date(row.publishDate).getTime();

/** `post`: the article shown (its id, publish date and category ids); `now`: what is due. */
export async function readArticleLinks(
  sequelize: Sequelize,
  post: PostKey & { categoryIds: readonly number[] },
  now: Date,
): Promise<ArticleLinks> {
  const visible = publicCondition(now);
  const key = { publishDate: post.publishDate, id: post.id };
  // Each neighbour is one step along the (publishDate, id) index; the related posts are ranked by
  // the categories they share. One statement for all three (a statement's own cost is most of a
  // short read's), each part a subquery with its own order and limit.
  const parts = [
    sql`SELECT * FROM (SELECT 'previous' AS which, 0 AS shared, p.id, ${new Sql(COLUMNS)} FROM blog_posts p
      WHERE ${visible} AND ${keysetCondition('newest', key)} ORDER BY p.publishDate DESC, p.id DESC LIMIT 1) older`,
    sql`SELECT * FROM (SELECT 'next' AS which, 0 AS shared, p.id, ${new Sql(COLUMNS)} FROM blog_posts p
      WHERE ${visible} AND ${keysetCondition('oldest', key)} ORDER BY p.publishDate ASC, p.id ASC LIMIT 1) newer`,
  ];
  if (post.categoryIds.length) {
    // Ranked on ids, counts and dates alone, then the three winners' columns read by id: grouping
    // by the text columns too cost 2.5x as much at 10,000 posts (11.7 against 4.6 ms on SQLite).
    parts.push(sql`SELECT * FROM (SELECT 'related' AS which, ranked.shared, p.id, ${new Sql(COLUMNS)} FROM (
        SELECT l.postId AS id, COUNT(*) AS shared, MAX(p.publishDate) AS at
        FROM blog_post_categories l JOIN blog_posts p ON p.id = l.postId
        WHERE l.categoryId IN (${[...post.categoryIds]}) AND l.postId <> ${post.id} AND ${visible}
        GROUP BY l.postId
        ORDER BY shared DESC, at DESC, l.postId DESC
        LIMIT ${RELATED_LIMIT}) ranked JOIN blog_posts p ON p.id = ranked.id) related`);
  }
  const rows = await selectRows<LinkRow>(sequelize, Sql.join(parts, ' UNION ALL '));
  const find = (which: string) => rows.find((row) => row.which === which);
  const previous = find('previous');
  const next = find('next');
  // A union keeps no order between or within its parts: the related ones are put in order here.
  const related = rows.filter((row) => row.which === 'related').sort(byRelevance);
  return { previous: previous ? toLinked(previous) : null, next: next ? toLinked(next) : null, related: related.map(toLinked) };
}
