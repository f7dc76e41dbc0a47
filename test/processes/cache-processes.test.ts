/**
 * Two real server processes on one database (a SQLite file, or the MySQL/MariaDB database
 * DATABASE_URL names with "_mp" before its "_test"): each caches pages, and a write through one
 * shows in the other when it next reads the change log (every CACHE_SYNC_MS; no wall-clock bound
 * is asserted, a loaded machine answers late), and at once in the one that wrote.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { Sequelize } from 'sequelize';
import { ensurePagesBuild } from '../../scripts/ensure-pages-build.mjs';
import { projectRoot } from '../../src/config/project-root.js';
import { testDatabaseUrl } from '../helpers/database.js';
import { killAll, startServerProcess, type ServerProcess } from '../helpers/server-process.js';

const SYNC_MS = 500;
const ADMIN = { username: 'cache.admin', password: 'a-long-cache-password-42' };

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; text: string }

function send(port: number, method: string, path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string | number> = {};
    if (payload) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) });
    if (cookie) headers.Cookie = cookie;
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

function sharedDatabase(): { url: string; drop: () => void } {
  const base = testDatabaseUrl();
  if (base.startsWith('sqlite:')) {
    const file = join(tmpdir(), `mf-cache-processes-${process.pid}-${Date.now()}.sqlite`);
    return { url: `sqlite:${file}`, drop: () => ['', '-wal', '-shm'].forEach((suffix) => rmSync(file + suffix, { force: true })) };
  }
  const url = new URL(base.replace(/^mariadb:/, 'mysql:'));
  url.pathname = url.pathname.replace(/(_test)?$/, '_mp_test');
  const run = (command: string) => {
    const result = spawnSync(process.execPath, [join(projectRoot(), 'scripts', 'mysql-database.mjs'), command, url.toString()], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`mysql-database ${command} failed: ${result.stderr}`);
  };
  run('drop');
  run('create');
  return { url: url.toString(), drop: () => run('drop') };
}

describe('response cache: several server processes on one database', function () {
  this.timeout(240_000);
  let database: { url: string; drop: () => void };
  let servers: ServerProcess[];
  let cookie: string;
  let id: number;

  before(async () => {
    ensurePagesBuild({ quiet: true });
    database = sharedDatabase();
    const env = { DATABASE_URL: database.url, CACHE_SYNC_MS: String(SYNC_MS), SESSION_SECRET: 'one secret for both processes, 40+ chars' };
    // One after the other: the first migrates, seeds the demo posts and creates the admin.
    const first = await startServerProcess('cache-1', { ...env, SEED_DEMO_CONTENT: 'true', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    servers = [first, await startServerProcess('cache-2', env)];
    const login = await send(first.port, 'POST', '/api/admin/login', { body: ADMIN });
    expect(login.status).to.equal(200);
    cookie = String((login.headers['set-cookie'] as string[]).find((line) => line.startsWith('mf.sid='))).split(';')[0]!;
    id = JSON.parse((await send(first.port, 'GET', '/api/blog-posts/start-here')).text).id;
  });
  after(() => {
    killAll();
    database?.drop();
  });

  const title = async (port: number) => /<h1[^>]*>([^<]*)<\/h1>/.exec((await send(port, 'GET', '/blog/start-here')).text)?.[1];

  /** Writes through one process and waits until the other shows it. */
  async function editThrough(writer: ServerProcess, reader: ServerProcess, newTitle: string): Promise<void> {
    const post = JSON.parse((await send(writer.port, 'GET', `/api/admin/blog-posts/${id}`, { cookie })).text);
    const res = await send(writer.port, 'PUT', `/api/admin/blog-posts/${id}`, { cookie, body: { ...post, title: newTitle } });
    expect(res.status).to.equal(200);
    const written = Date.now();
    expect(await title(writer.port), 'the writing process at once').to.equal(newTitle);
    while ((await title(reader.port)) !== newTitle) {
      if (Date.now() - written > 20_000) throw new Error(`${reader.name} never showed the edit`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('each process keeps its pages (a change made behind the services\' back stays unseen)', async () => {
    for (const server of servers) expect(await title(server.port)).to.equal('Start Here');
    const sequelize = database.url.startsWith('sqlite:')
      ? new Sequelize({ dialect: 'sqlite', storage: database.url.slice('sqlite:'.length), logging: false })
      : new Sequelize(database.url, { logging: false });
    await sequelize.query("UPDATE blog_posts SET title = 'Changed Behind Its Back' WHERE slug = 'start-here'");
    await sequelize.close();
    await new Promise((resolve) => setTimeout(resolve, 3 * SYNC_MS));
    for (const server of servers) expect(await title(server.port), `${server.name} answers from its cache`).to.equal('Start Here');
  });

  it('shows a write made through one process in the other at its next read of the change log (every CACHE_SYNC_MS), both ways', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    await editThrough(one, two, 'Edited Through One');
    await editThrough(two, one, 'Edited Through Two');
  });

  it('a post unpublished through one process leaves the other\'s list total (a kept count) at its next read of the change log', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const total = async (port: number) => Number((await send(port, 'GET', '/api/blog-posts?page=1&pageSize=2')).headers['x-total-count']);
    const before = await total(two.port);
    expect(await total(two.port), 'counted once, then kept').to.equal(before);
    // Not start-here, which the next test reads.
    const slug = (JSON.parse((await send(two.port, 'GET', '/api/blog-posts?page=1&pageSize=10')).text) as Array<{ slug: string }>).map((item) => item.slug).filter((item) => item !== 'start-here').pop()!;
    const post = JSON.parse((await send(one.port, 'GET', `/api/blog-posts/${slug}`)).text);
    const admin = JSON.parse((await send(one.port, 'GET', `/api/admin/blog-posts/${post.id}`, { cookie })).text);
    const res = await send(one.port, 'PUT', `/api/admin/blog-posts/${post.id}`, { cookie, body: { ...admin, status: 'draft' } });
    expect(res.status, res.text).to.equal(200);
    const written = Date.now();
    expect(await total(one.port), 'the writing process at once').to.equal(before - 1);
    while ((await total(two.port)) !== before - 1) {
      if (Date.now() - written > 20_000) throw new Error(`${two.name} never counted the unpublished post out`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('a category renamed through one process: the other\'s article page and API show the new name at its next read of the change log, and keep it', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const categories = async (port: number) => JSON.parse((await send(port, 'GET', '/api/blog-posts/start-here')).text).categoryLabels as string[];
    // Both processes have read the categories (pages, API and the catalogue they keep).
    const [name] = await categories(two.port);
    expect(await title(two.port)).to.be.a('string');
    const list = JSON.parse((await send(one.port, 'GET', '/api/blog-categories')).text) as Array<{ id: number; name: string; group: string; slug: string }>;
    const category = list.find((item) => item.name === name)!;
    const renamed = `${name} Renamed`;
    const res = await send(one.port, 'PUT', `/api/admin/blog-categories/${category.id}`, { cookie, body: { name: renamed, group: category.group, slug: category.slug } });
    expect(res.status, res.text).to.equal(200);
    const written = Date.now();
    expect(await categories(one.port), 'the writing process at once').to.include(renamed);
    const page = async (port: number) => (await send(port, 'GET', '/blog/start-here')).text;
    while (!(await categories(two.port)).includes(renamed) || !(await page(two.port)).includes(renamed)) {
      if (Date.now() - written > 20_000) throw new Error(`${two.name} never showed the renamed category`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Nothing rendered from the old catalogue was kept after the change arrived.
    await new Promise((resolve) => setTimeout(resolve, 2 * SYNC_MS));
    for (const server of servers) {
      expect(await categories(server.port), server.name).to.include(renamed).and.not.include(name);
      expect(await page(server.port), server.name).to.include(renamed);
    }
  });
});
