/**
 * How the public post list scales: fills one database to 100 posts and times the resource
 * library's queries, then fills it on to 10,000 posts and times them again, and prints both side
 * by side with the ratio (the target is at most 1.5), once with services that keep nothing (every
 * call counts) and once as the server wires them (counts and categories kept between writes). Run:
 *   npx tsx bench/post-list.bench.ts                      (temporary SQLite file)
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/mf_catrel_bench_test npx tsx bench/post-list.bench.ts
 * BENCH_SIZES=100,10000 and BENCH_RUNS=200 are the defaults. Results are in bench/README.md.
 * A second table times keyset paging (PostService.connection, as GraphQL postsConnection and
 * REST limit/after call it): the first page against a page after a cursor near the end.
 */
import 'reflect-metadata';
import { rmSync } from 'node:fs';

import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryTypes } from 'sequelize';
import { BlogCategory, BlogPost, BlogPostCategory } from '../models/index.js';
import { loadConfig } from '../src/config/config.js';
import { createLogger } from '../src/config/logger.js';
import { connectDatabase, dialectOf } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { createServices, type PostConnectionQuery, type PostListQuery } from '../src/services/index.js';
import { encodeCursor } from '../src/services/public-reads/connection.js';
import { CategoryCatalogue } from '../src/services/category-catalogue.js';
import { listShape, listWindow } from '../src/services/public-reads/list-query.js';
import { planPage, type CountRow } from '../src/services/public-reads/list.js';
import { countStatement, pageStatement } from '../src/services/public-reads/statements.js';
import type { Sql } from '../src/services/sql.js';
import { seedCategoriesIfMissing } from '../src/db/seeds/run-seeders.js';
import { PINNED_SLUGS } from '../src/shared/constants.js';

const SIZES = (process.env.BENCH_SIZES ?? '100,10000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const NOW = new Date(Date.UTC(2030, 0, 1));
const sqliteFile = join(tmpdir(), `mf-bench-${process.pid}.sqlite`);
const url = process.env.DATABASE_URL?.startsWith('mysql') ? process.env.DATABASE_URL : `sqlite:${sqliteFile}`;

const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: url });
const sequelize = await connectDatabase(url, config.rootDir, createLogger('test'));
if (!url.startsWith('sqlite:')) {
  await sequelize.query('SET FOREIGN_KEY_CHECKS = 0');
  for (const table of await sequelize.getQueryInterface().showAllTables()) await sequelize.getQueryInterface().dropTable(table);
  await sequelize.query('SET FOREIGN_KEY_CHECKS = 1');
}
await migrate(sequelize, config.rootDir);
await seedCategoriesIfMissing();
const categoryIds = (await BlogCategory.findAll({ order: [['id', 'ASC']] })).map((category) => category.id);
// Every call counts and reads the categories (what the first read after a write costs)...
const { posts } = createServices(sequelize, { clock: () => NOW });
// ...and the services as the server wires them: counts and categories kept up to CACHE_SYNC_MS between writes.
const servedServices = createServices(sequelize, { clock: () => NOW, publicReadMaxAgeMs: config.cache.syncMs });
const served = servedServices.posts;

/** Posts n = from..to-1 (n = 1..3 are the pinned slugs): 10 % drafts, two categories each, one word of ten in title and excerpt, ~2 KB bodies. */
async function fill(from: number, to: number): Promise<void> {
  const words = ['pace', 'nerves', 'focus', 'taper', 'breath', 'summit', 'mirror', 'calm', 'grit', 'stride'];
  for (let start = from; start < to; start += 1000) {
    const numbers = Array.from({ length: Math.min(1000, to - start) }, (_, i) => start + i);
    const categoriesOf = (n: number) => [...new Set([categoryIds[n % categoryIds.length], categoryIds[(n * 3 + 1) % categoryIds.length]])];
    await BlogPost.bulkCreate(numbers.map((n) => ({
      id: n + 1,
      title: `Post ${n} about ${words[n % words.length]}`,
      slug: PINNED_SLUGS[n - 1] ?? `post-${n}`,
      excerpt: `Excerpt ${n} on ${words[(n * 7) % words.length]} for endurance athletes.`,
      content: `<p>${'Body text. '.repeat(200)}</p>`,
      imageUrl: null,
      firstCategoryId: categoriesOf(n)[0],
      publishDate: new Date(Date.UTC(2020, 0, 1) + n * 3_600_000),
      author: 'Bench',
      status: n % 10 === 0 ? 'draft' : 'published',
    })));
    await BlogPostCategory.bulkCreate(numbers.flatMap((n) => categoriesOf(n).map((categoryId, position) => ({ postId: n + 1, categoryId, position }))));
  }
}

type Case = { label: string; query: (size: number) => PostListQuery };
const lastPage = (size: number) => Math.ceil(size * 0.9 / 5);
const CASES: Case[] = [
  { label: 'default order, pinned, page 1', query: () => ({}) },
  { label: 'deep page (the last one)', query: (size) => ({ page: lastPage(size) }) },
  { label: 'search "taper" (1 post in 5)', query: () => ({ search: 'taper' }) },
  { label: 'two categories, any-of', query: () => ({ categories: ['visualization', 'running'] }) },
  { label: 'category A-Z, page 10', query: () => ({ sort: 'category-asc', page: 10 }) },
  { label: 'search + category + oldest', query: () => ({ search: 'focus', categories: ['confidence'], sort: 'oldest' }) },
];

/** Keyset cases: 5 posts newest first, from the start or after a cursor 10 posts from the end. */
type KeysetCase = { label: string; query: (deepCursor: string) => PostConnectionQuery };
const KEYSET_CASES: KeysetCase[] = [
  { label: 'keyset, first page', query: () => ({ first: 5, includeContent: false }) },
  { label: 'keyset, deep cursor (10 from the end)', query: (after) => ({ first: 5, after, includeContent: false }) },
  { label: 'keyset, deep cursor + category any-of', query: (after) => ({ first: 5, after, categories: ['visualization', 'running'], includeContent: false }) },
];

/** The cursor of the published post with 10 older ones behind it. */
async function deepCursor(): Promise<string> {
  const [row] = await sequelize.query<{ id: number; publishDate: string }>(
    "SELECT id, publishDate FROM blog_posts WHERE status = 'published' ORDER BY publishDate ASC, id ASC LIMIT 1 OFFSET 10", { type: QueryTypes.SELECT });
  return encodeCursor({ id: row.id, publishDate: new Date(row.publishDate).toISOString() });
}

type Timing = { median: number; min: number };

/**
 * Median and fastest milliseconds of each work (or of the part it times and returns), timed RUNS times with the cases interleaved so a
 * burst of load from elsewhere hits all of them alike.
 */
async function timeAll(works: Array<() => Promise<unknown>>): Promise<Timing[]> {
  for (const work of works) await work();
  const times = works.map(() => [] as number[]);
  for (let run = 0; run < RUNS; run++) {
    for (const [index, work] of works.entries()) {
      const start = process.hrtime.bigint();
      const timed = await work();
      // A work may time only part of itself and return that.
      times[index].push(typeof timed === 'number' ? timed : Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return times.map((list) => list.sort((a, b) => a - b)).map((list) => ({ median: list[Math.floor(list.length / 2)], min: list[0] }));
}

/** The list's two statements, each timed alone: the count, and the page as the count plans it. */
const catalogue = await CategoryCatalogue.load();
async function statementsOf(query: PostListQuery) {
  const { shape } = listShape(query, catalogue, NOW, false);
  const { page, pageSize } = listWindow(query);
  const run = <T extends object>(statement: Sql) => sequelize.query<T>(statement.text, { replacements: [...statement.values], type: QueryTypes.SELECT });
  const count = countStatement(dialectOf(sequelize), shape);
  const stretch = { shape, offset: (page - 1) * pageSize, limit: pageSize, includeContent: false };
  const { slices } = planPage(stretch, catalogue, await run<CountRow>(count));
  const rows = slices.length ? pageStatement(dialectOf(sequelize), shape, slices, false) : null;
  return { count: () => run(count), page: () => (rows ? run(rows) : Promise.resolve([])) };
}

/** How many SQL statements one call makes. */
async function statements(query: PostListQuery): Promise<number> {
  let count = 0;
  sequelize.options.logging = () => { count++; };
  await posts.listPublished(query);
  sequelize.options.logging = false;
  return count;
}

/** How many SQL statements one connection call makes. */
async function connectionStatements(query: PostConnectionQuery): Promise<number> {
  let count = 0;
  sequelize.options.logging = () => { count++; };
  await posts.connection(query);
  sequelize.options.logging = false;
  return count;
}

const results: Array<{ size: number; list: Timing[]; kept: Timing[]; firstAfterWrite: Timing[]; secondAfterWrite: Timing[]; count: Timing[]; page: Timing[]; statements: number[]; totals: number[]; keyset: Timing[]; keysetStatements: number[] }> = [];
let filled = 0;
for (const size of SIZES) {
  const started = Date.now();
  await fill(filled, size);
  filled = size;
  const totals = [];
  for (const { query } of CASES) totals.push((await posts.listPublished(query(size))).total);
  const load = loadavg()[0].toFixed(1);
  const list = await timeAll(CASES.map(({ query }) => () => posts.listPublished(query(size))));
  const kept = await timeAll(CASES.map(({ query }) => () => served.listPublished(query(size))));
  // The first and the second read after a write: everything kept dropped first (as a content
  // change does), the unfiltered count read again as /blog would; the second read of a deep page
  // or a search is the one that reads the list's whole order.
  const afterWrite = (reads: number) => timeAll(CASES.map(({ query }, index) => async () => {
    servedServices.changedElsewhere([], true);
    if (index !== 0) await served.listPublished({});
    for (let read = 1; read < reads; read++) await served.listPublished(query(size));
    const start = process.hrtime.bigint();
    await served.listPublished(query(size));
    return Number(process.hrtime.bigint() - start) / 1e6;
  }));
  const firstAfterWrite = await afterWrite(1);
  const secondAfterWrite = await afterWrite(2);
  const alone = await Promise.all(CASES.map(({ query }) => statementsOf(query(size))));
  const count = await timeAll(alone.map((statement) => statement.count));
  const page = await timeAll(alone.map((statement) => statement.page));
  console.log(`${dialectOf(sequelize)}: ${size} posts (filled in ${Date.now() - started} ms); load average ${load} before, ${loadavg()[0].toFixed(1)} after timing`);
  const used = [];
  for (const { query } of CASES) used.push(await statements(query(size)));
  const cursor = await deepCursor();
  const keyset = await timeAll(KEYSET_CASES.map(({ query }) => () => posts.connection(query(cursor))));
  const keysetStatements = [];
  for (const { query } of KEYSET_CASES) keysetStatements.push(await connectionStatements(query(cursor)));
  results.push({ size, list, kept, firstAfterWrite, secondAfterWrite, count, page, statements: used, totals, keyset, keysetStatements });
}

const [small, large] = results;
const ms = (value: number) => value.toFixed(2);
console.log(`\nlistPublished, median (fastest) ms of ${RUNS} calls; ratio = ${large.size} posts / ${small.size} posts; statements alone: median ms at ${small.size} / ${large.size}`);
console.log(`"every call counts": services keeping nothing; "as served": counts, orders and categories kept up to CACHE_SYNC_MS = ${config.cache.syncMs} ms between writes; "first / second read after a write": the same services, everything kept dropped before (the unfiltered count read again, as /blog's first page would), the case read once or twice, the last read timed`);
console.log(`| Case | matches | SQL statements | every call counts: ${small.size} posts | ${large.size} posts | ratio of medians (fastest) | as served: ${small.size} posts | ${large.size} posts | ratio of medians (fastest) | first read after a write: ${small.size} posts | ${large.size} posts | ratio | second read: ${small.size} posts | ${large.size} posts | ratio | count statement alone | page statement alone |`);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
CASES.forEach(({ label }, index) => {
  const cells = (key: 'list' | 'kept' | 'firstAfterWrite' | 'secondAfterWrite') => {
    const [a, b] = [small[key][index], large[key][index]];
    return `${ms(a.median)} (${ms(a.min)}) | ${ms(b.median)} (${ms(b.min)}) | **${(b.median / a.median).toFixed(2)}** (${(b.min / a.min).toFixed(2)})`;
  };
  const alone = (key: 'count' | 'page') => results.map((result) => ms(result[key][index].median)).join(' / ');
  console.log(`| ${label} | ${small.totals[index]} / ${large.totals[index]} | ${large.statements[index]} | ${cells('list')} | ${cells('kept')} | ${cells('firstAfterWrite')} | ${cells('secondAfterWrite')} | ${alone('count')} | ${alone('page')} |`);
});

console.log(`\nKeyset paging (PostService.connection, 5 posts, no bodies, no total), median (fastest) ms of ${RUNS} calls; the deep cursor has 10 posts behind it`);
console.log(`| Case | SQL statements | ${small.size} posts | ${large.size} posts | ratio of medians (fastest) |`);
console.log('|---|---:|---:|---:|---:|');
KEYSET_CASES.forEach(({ label }, index) => {
  const [a, b] = [small.keyset[index], large.keyset[index]];
  console.log(`| ${label} | ${large.keysetStatements[index]} | ${ms(a.median)} (${ms(a.min)}) | ${ms(b.median)} (${ms(b.min)}) | **${(b.median / a.median).toFixed(2)}** (${(b.min / a.min).toFixed(2)}) |`);
});

await sequelize.close();
rmSync(sqliteFile, { force: true });
rmSync(`${sqliteFile}-wal`, { force: true });
rmSync(`${sqliteFile}-shm`, { force: true });
