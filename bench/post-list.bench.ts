/**
 * How the public post list scales: fills a database with N posts (default 20,000) and times
 * PostService.listPublished for the queries the resource library makes. Run:
 *   npx tsx bench/post-list.bench.ts                      (temporary SQLite file)
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/mf_bench_test npx tsx bench/post-list.bench.ts
 * Results are recorded in bench/README.md.
 */
import 'reflect-metadata';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlogPost } from '../models/index.js';
import { loadConfig } from '../src/config/config.js';
import { createLogger } from '../src/config/logger.js';
import { connectDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { createServices } from '../src/services/index.js';
import { seedCategoriesIfMissing } from '../seeders/run-seeders.js';
import { seedCategories } from '../seeders/categories.seed.js';

const COUNT = Number(process.env.BENCH_POSTS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const sqliteFile = join(tmpdir(), `mf-bench-${process.pid}.sqlite`);
const url = process.env.DATABASE_URL?.startsWith('mysql') ? process.env.DATABASE_URL : `sqlite:${sqliteFile}`;

const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: url });
const sequelize = await connectDatabase(url, config.rootDir, createLogger('test'));
if (!url.startsWith('sqlite:')) {
  for (const table of await sequelize.getQueryInterface().showAllTables()) await sequelize.getQueryInterface().dropTable(table);
}
await migrate(sequelize, config.rootDir);
await seedCategoriesIfMissing();

const names = seedCategories.map((category) => category.name);
const words = ['pace', 'nerves', 'focus', 'taper', 'breath', 'summit', 'mirror', 'calm', 'grit', 'stride'];
const started = Date.now();
for (let offset = 0; offset < COUNT; offset += 1000) {
  await BlogPost.bulkCreate(Array.from({ length: Math.min(1000, COUNT - offset) }, (_, i) => {
    const n = offset + i;
    return {
      title: `Post ${n} about ${words[n % words.length]}`,
      slug: `post-${n}`,
      excerpt: `Excerpt ${n} on ${words[(n * 7) % words.length]} for endurance athletes.`,
      content: `<p>${'Body text. '.repeat(200)}</p>`,
      imageUrl: null,
      categories: [names[n % names.length], names[(n * 3 + 1) % names.length]],
      publishDate: new Date(Date.UTC(2020, 0, 1) + n * 3_600_000),
      author: 'Bench',
      status: n % 10 === 0 ? 'draft' : 'published',
      tags: [],
    };
  }));
}
console.log(`${url.split(':')[0]}: inserted ${COUNT} posts in ${Date.now() - started} ms`);

const { posts } = createServices(sequelize);
const cases: Array<[string, Parameters<typeof posts.listPublished>[0]]> = [
  ['page 1, pinned default order', {}],
  ['page 1000', { page: 1000 }],
  ['search "taper"', { search: 'taper' }],
  ['two categories', { categories: ['visualization', 'running'] }],
  ['category A-Z, page 20', { sort: 'category-asc', page: 20 }],
  ['search + category + oldest', { search: 'focus', categories: ['confidence'], sort: 'oldest' }],
];

for (const [label, query] of cases) {
  await posts.listPublished(query); // warm-up
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = process.hrtime.bigint();
    await posts.listPublished(query);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const p95 = times[Math.floor(times.length * 0.95)];
  console.log(`${label.padEnd(32)} median ${median.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`);
}

await sequelize.close();
rmSync(sqliteFile, { force: true });
rmSync(`${sqliteFile}-wal`, { force: true });
rmSync(`${sqliteFile}-shm`, { force: true });
