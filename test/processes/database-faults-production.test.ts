/**
 * Issue 9 row 9, against the production server: a hung MySQL/MariaDB (behind a proxy that stops
 * answering) and a write-locked database answer 503 with Retry-After within the statement limit,
 * and the site recovers once the database does. The in-process half: test/security/database-faults.test.ts.
 */
import { expect } from 'chai';
import { Sequelize } from 'sequelize-typescript';
import { installQueryDeadline, setQueryDeadline } from '../../src/db/query-deadline.js';
import { testDatabaseUrl } from '../helpers/database.js';
import { lockWrites, timed } from '../helpers/database-faults.js';
import { ADMIN, postInput } from '../helpers/fixtures.js';
import { ownDatabase, productionStaffSession, startProductionServer } from '../helpers/production-server.js';
import { killAll, type ServerProcess } from '../helpers/server-process.js';
import { TcpProxy } from '../helpers/tcp-proxy.js';

const isMysql = !testDatabaseUrl().startsWith('sqlite:');

describe('database faults in the production server fail fast and say so', function () {
  this.timeout(120_000);

  describe('the production server', () => {
    let server: ServerProcess | undefined;
    let db: ReturnType<typeof ownDatabase>;
    before(() => {
      db = ownDatabase('faults');
    });
    after(() => {
      killAll();
      db.drop();
    });

    async function adminPost(port: number): Promise<string> {
      const staff = await productionStaffSession(port, ADMIN);
      const post = postInput({ slug: 'outage-article', title: 'Outage article' });
      const created = await fetch(`http://127.0.0.1:${port}/api/admin/blog-posts`, { method: 'POST', headers: { ...staff, 'content-type': 'application/json' }, body: JSON.stringify(post) });
      expect(created.status).to.equal(201);
      return post.slug as string;
    }

    it('a hung database (MySQL/MariaDB behind a proxy that stops answering): 503s with Retry-After in seconds, an article is a 503 page, then it recovers', async function () {
      if (!isMysql) {
        // SQLite is a local file in WAL mode: readers never wait for a writer, so a database that
        // stops answering reads cannot be made on one machine; its write lock is the next test.
        this.skip();
      }
      const target = new URL(db.url);
      const proxy = await new TcpProxy({ host: target.hostname, port: Number(target.port || 3306) }).start();
      const viaProxy = new URL(db.url);
      viaProxy.port = String(proxy.port);
      try {
        server = await startProductionServer('faults', {
          DATABASE_URL: viaProxy.toString(), DB_QUERY_TIMEOUT_MS: '1000', DB_ACQUIRE_TIMEOUT_MS: '1000', TRUST_PROXY: 'loopback',
          ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password,
        });
        const base = `http://127.0.0.1:${server.port}`;
        const slug = await adminPost(server.port);
        expect((await fetch(`${base}/blog/${slug}`)).status).to.equal(200);

        proxy.hang();
        // A view of the article the response cache has not kept yet (the cached one may still be
        // served until the cache notices it cannot read the change log): it must be rendered.
        const [article, articleMs] = await timed(fetch(`${base}/blog/${slug}?page=2`));
        const html = await article.text();
        expect(article.status).to.equal(503);
        expect(article.headers.get('retry-after')).to.equal('30');
        expect(html).to.include('Temporarily unavailable').and.not.include('Article Not Found');

        const [api, apiMs] = await timed(fetch(`${base}/api/blog-posts`));
        expect(api.status).to.equal(503);
        expect(api.headers.get('retry-after')).to.equal('30');
        expect(await api.json()).to.deep.equal({ message: 'The site is temporarily unavailable. Please try again in a minute.' });

        const [graphql, graphqlMs] = await timed(fetch(`${base}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: '{ posts { total } }' }) }));
        expect(graphql.status).to.equal(503);
        expect(graphql.headers.get('retry-after')).to.equal('30');
        expect(((await graphql.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).to.equal('SERVICE_UNAVAILABLE');

        const form = await fetch(`${base}/api/klaviyo/waitlist`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ firstName: 'A', lastName: 'B', email: 'outage@example.com' }) });
        expect(form.status).to.equal(503);
        expect((await fetch(`${base}/health/ready`)).status).to.equal(503);
        expect((await fetch(`${base}/health`)).status).to.equal(503);
        // A staff login needs the database too: a 503 within the time limits, not a 500 after a long wait.
        const [login, loginMs] = await timed(fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' }, body: JSON.stringify(ADMIN) }));
        expect(login.status, await login.clone().text()).to.equal(503);
        expect(login.headers.get('retry-after')).to.equal('30');
        // What the cache kept stays up through the outage, marked stale, once the cache knows the
        // database is out of reach (it cannot read the change log: within 2 s of CACHE_SYNC_MS).
        let kept: Response | undefined;
        for (let attempt = 0; attempt < 100; attempt++) {
          kept = await fetch(`${base}/blog/${slug}`);
          if (kept.headers.get('cache-status')) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(kept!.status).to.equal(200);
        expect(kept!.headers.get('cache-status')).to.equal('site-cache; hit; detail=stale-database-unavailable');
        expect(await kept!.text()).to.include('Outage article');
        console.log(`      hung database: article ${articleMs} ms, REST ${apiMs} ms, GraphQL ${graphqlMs} ms, login ${loginMs} ms to a 503`);

        proxy.resume();
        let recovered = 0;
        for (let attempt = 0; attempt < 50 && recovered !== 200; attempt++) {
          recovered = (await fetch(`${base}/blog/${slug}`)).status;
          if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(recovered).to.equal(200);
      } finally {
        await proxy.stop();
      }
    });

    it('a statement out of time fails the commands queued behind it on its connection too (mysql2 would leave them unanswered)', async function () {
      if (!isMysql) this.skip(); // the client-side statement limit exists on MySQL/MariaDB only
      this.timeout(30_000); // each command is answered within the 500 ms limit; unanswered ones fail here
      const target = new URL(db.url);
      const proxy = await new TcpProxy({ host: target.hostname, port: Number(target.port || 3306) }).start();
      const viaProxy = new URL(db.url);
      viaProxy.port = String(proxy.port);
      // Without the models: handing them to a second Sequelize would bind them to it, and every
      // later test file in this worker would then query this closed connection.
      const sequelize = new Sequelize(viaProxy.toString().replace(/^mariadb:/, 'mysql:'), { dialect: 'mysql', logging: false });
      installQueryDeadline(sequelize);
      try {
        await sequelize.authenticate();
        setQueryDeadline(sequelize, 500);
        // As the rate limiter does: borrow the driver's connection and send commands with callbacks.
        const borrowed = await sequelize.connectionManager.getConnection({ type: 'read' });
        const connection = borrowed as unknown as { query(sql: string, callback: (error: (Error & { code?: string }) | null) => void): unknown };
        const run = (sql: string) => new Promise<string>((resolve) => connection.query(sql, (error) => resolve(error?.code ?? 'ok')));
        expect(await run('SELECT 1')).to.equal('ok');
        proxy.hang();
        // The second and third wait in the connection's queue behind the first, which never ends.
        const answers = await Promise.all([run('SELECT 2'), run('SELECT 3'), run('SELECT 4')]);
        expect(answers).to.deep.equal(['PROTOCOL_SEQUENCE_TIMEOUT', 'PROTOCOL_SEQUENCE_TIMEOUT', 'PROTOCOL_SEQUENCE_TIMEOUT']);
        sequelize.connectionManager.releaseConnection(borrowed);
      } finally {
        await proxy.stop();
        await sequelize.close().catch(() => undefined);
      }
    });

    it('a write-locked database: a form answers 503 with Retry-After (nothing half-stored), reads go on, readiness says not ready', async () => {
      server = await startProductionServer('locked', { DATABASE_URL: db.url, DB_QUERY_TIMEOUT_MS: '1000' });
      const base = `http://127.0.0.1:${server.port}`;
      const release = await lockWrites(db.url);
      try {
        const [form, formMs] = await timed(fetch(`${base}/api/klaviyo/waitlist`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ firstName: 'A', lastName: 'B', email: 'locked@example.com' }) }));
        expect(form.status, server.output().slice(-3000)).to.equal(503);
        expect(form.headers.get('retry-after')).to.equal('30');
        expect((await fetch(`${base}/health/ready`)).status).to.equal(503);
        expect((await fetch(`${base}/blog`)).status).to.equal(200);
        expect((await fetch(`${base}/health`)).status).to.equal(200);
        console.log(`      write-locked database: form 503 in ${formMs} ms`);
      } finally {
        await release();
      }
      const retried = await fetch(`${base}/api/klaviyo/waitlist`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ firstName: 'A', lastName: 'B', email: 'locked@example.com' }) });
      expect(retried.status).to.equal(200);
      expect((await fetch(`${base}/health/ready`)).status).to.equal(200);
    });
  });
});
