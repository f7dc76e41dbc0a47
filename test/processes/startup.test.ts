/**
 * Issue 2 point 8 and 7: the server on a fresh, empty database migrates, seeds the demo content,
 * creates the ADMIN_USERNAME admin and serves; seeding happens only into an empty database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { BlogCategory, BlogPost, User } from '../../models/index.js';
import { createLogger } from '../../src/config/logger.js';
import { projectRoot } from '../../src/config/project-root.js';
import { prepareDatabase } from '../../src/db/prepare.js';
import { ensurePagesBuild } from '../../scripts/ensure-pages-build.mjs';
import { demoPosts } from '../../src/db/seeds/data/demo-posts.js';
import { isEmptyDatabase, runSeeders } from '../../src/db/seeds/run-seeders.js';
import { resetDatabase, testDatabase } from '../helpers/database.js';
import { listeningPort } from '../helpers/server-port.js';
import { compiled } from '../helpers/compiled.js';

/** The seeding src/server/index.ts hands to prepareDatabase. */
const seeding = (demo: boolean) => ({ isEmpty: isEmptyDatabase, seed: () => runSeeders({ demo }) });

const ADMIN = { username: 'boot.admin', password: 'boot-admin-password-1' };
const VISIBLE_DEMO_POSTS = demoPosts.filter((post) => post.status === 'published' && !post.scheduledInDays).length;

describe('start-up on a fresh database', function () {
  this.timeout(120_000);

  describe('the server process (src/server/index.ts)', () => {
    let dir: string;
    let child: ChildProcess | undefined;
    let base: string;
    let output = '';

    before(async () => {
      ensurePagesBuild({ quiet: true });
      dir = mkdtempSync(join(tmpdir(), 'mf-boot-'));
      child = spawn(process.execPath, [compiled('src/server/index.ts')], {
        cwd: projectRoot(),
        env: {
          ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1',
          DATABASE_URL: `sqlite:${join(dir, 'site.sqlite')}`, DATA_DIR: dir, SESSION_SECRET: '',
          ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, KLAVIYO_API_KEY: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      await new Promise<void>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk;
          const port = listeningPort(output);
          if (port) {
            base = `http://127.0.0.1:${port}`;
            resolve();
          }
        };
        child!.stdout!.on('data', onData);
        child!.stderr!.on('data', onData);
        child!.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
      });
    });
    after(async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child!.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    });

    it('logs that it migrated, seeded and created the admin', () => {
      expect(output).to.include('"event":"db.migrated"').and.include('"event":"db.seeded"').and.include('"event":"admin.created"');
      expect(output).to.not.include(ADMIN.password);
    });

    it('answers /health', async () => {
      const res = await fetch(`${base}/health`);
      expect(res.status).to.equal(200);
      expect(await res.json()).to.deep.include({ status: 'ok', database: 'ok' });
    });

    it('serves the seeded demo posts, start-here first', async () => {
      const posts = (await (await fetch(`${base}/api/blog-posts`)).json()) as Array<{ slug: string }>;
      expect(posts).to.have.length(VISIBLE_DEMO_POSTS);
      expect(posts.slice(0, 3).map((post) => post.slug)).to.deep.equal(['start-here', 'a-few-of-our-favorite-things', 'our-top-book-recommendations']);
      const article = await fetch(`${base}/api/blog-posts/start-here`);
      expect(article.status).to.equal(200);
      expect(((await article.json()) as { title: string }).title).to.be.a('string');
    });

    it('renders the home page', async () => {
      const res = await fetch(`${base}/`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.include('text/html');
      expect(await res.text()).to.include('Training the whole human');
    });

    it('lets the ADMIN_USERNAME admin log in', async () => {
      const res = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
      expect(res.status).to.equal(200);
      expect(((await res.json()) as { user: { username: string } }).user.username).to.equal(ADMIN.username);
    });

    it('keeps a generated session secret under DATA_DIR in development', () => {
      expect(existsSync(join(dir, 'session-secret'))).to.equal(true);
    });
  });

  describe('fatal start-up problems', () => {
    /** Runs the compiled server to its end; its exit code and output. */
    function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
      return new Promise((resolve) => {
        const child = spawn(process.execPath, [compiled('src/server/index.ts')], {
          cwd: projectRoot(), env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout!.on('data', (chunk) => (output += chunk));
        child.stderr!.on('data', (chunk) => (output += chunk));
        child.once('exit', (code) => resolve({ code, output }));
      });
    }

    it('a SQLite file that cannot be opened exits 1 with its one-line reason (a process manager restarts or alerts)', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'mf-unwritable-'));
      try {
        // A folder that is a file: no user, root included, can create the database there.
        writeFileSync(join(dir, 'not-a-folder'), '');
        const { code, output } = await runToExit({ NODE_ENV: 'development', DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'not-a-folder', 'site.sqlite')}` });
        expect(code).to.equal(1);
        expect(output).to.match(/Cannot start: Cannot create the folder of the SQLite database .*not-a-folder.*\. Check DATABASE_URL/);
        // A database path that is a folder: the SQLite driver's open never settles there, which used
        // to end the process with status 0; now status 1 and the reason.
        const opened = await runToExit({ NODE_ENV: 'development', DATA_DIR: dir, DATABASE_URL: `sqlite:${dir}` });
        expect(opened.code).to.equal(1);
        expect(opened.output).to.match(/Cannot start: (Cannot open the SQLite database|start-up stopped before the server was listening)/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('NODE_ENV=prod exits 1 naming the variable, instead of running development mode', async () => {
      const { code, output } = await runToExit({ NODE_ENV: 'prod', DATABASE_URL: 'sqlite::memory:' });
      expect(code).to.equal(1);
      expect(output).to.include('Cannot start: NODE_ENV must be development, production or test (got "prod")');
    });
  });

  describe('prepareDatabase', () => {
    it('seeds the categories and demo posts into an empty database only', async () => {
      const { sequelize, config } = await testDatabase();
      await resetDatabase({ categories: false });
      await prepareDatabase(sequelize, config.rootDir, createLogger('test'), seeding(true));
      expect(await BlogPost.count()).to.equal(demoPosts.length);
      expect(await BlogCategory.count()).to.equal(16);
      expect(await User.count(), 'no default credentials').to.equal(0);
      await BlogPost.destroy({ where: { slug: 'start-here' } });
      await prepareDatabase(sequelize, config.rootDir, createLogger('test'), seeding(true));
      expect(await BlogPost.count()).to.equal(demoPosts.length - 1);
      await resetDatabase();
    });

    it('seeds only the categories when demo content is switched off', async () => {
      const { sequelize, config } = await testDatabase();
      await resetDatabase({ categories: false });
      await prepareDatabase(sequelize, config.rootDir, createLogger('test'), seeding(false));
      expect(await BlogPost.count()).to.equal(0);
      expect(await BlogCategory.count()).to.equal(16);
    });
  });
});
