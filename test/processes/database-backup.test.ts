/**
 * `npm run db:backup -- <file>` and `db:restore` (src/db/backup.ts): a backup taken while form
 * submissions keep arriving over HTTP holds every submission acknowledged before it began, and
 * restores into an empty database of its own; on SQLite and MySQL/MariaDB alike. The backup
 * command itself runs as an operator runs it (the compiled script, DATABASE_URL from the env).
 */
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import mysql from 'mysql2/promise';
import sqlite3 from 'sqlite3';
import { projectRoot } from '../../src/config/project-root.js';
import { backupDatabase, restoreDatabase } from '../../src/db/backup.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { compiled } from '../helpers/compiled.js';
import { resetDatabase, testDatabaseUrl } from '../helpers/database.js';
import { ownDatabase } from '../helpers/production-server.js';
import { call, startServerProcess, stopServerProcess } from '../helpers/server-process.js';

/** Rows read on a connection of the test's own (not the models' Sequelize). */
async function readRows(url: string, sql: string): Promise<Array<Record<string, string>>> {
  if (url.startsWith('sqlite:')) {
    const db = new sqlite3.Database(url.slice('sqlite:'.length));
    try {
      return await new Promise((resolve, reject) => db.all(sql, (error, rows: Array<Record<string, string>>) => (error ? reject(error) : resolve(rows))));
    } finally {
      db.close();
    }
  }
  const connection = await mysql.createConnection(url);
  try {
    return (await connection.query(sql))[0] as Array<Record<string, string>>;
  } finally {
    await connection.end();
  }
}

const SUGGESTION = { name: 'Backup Tester', type: 'topic', message: 'Written while the backup runs.' };

describe('database backup and restore', function () {
  this.timeout(120_000);
  let t: TestApp;
  let server: Server;
  let base: string;
  let dir: string;

  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    server = createServer(t.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), 'mf-backup-'));
  });
  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  /** Posts suggestions one after another until stopped; the e-mails the server acknowledged, with when. */
  function keepSubmitting() {
    const acknowledged: Array<{ email: string; at: number }> = [];
    let running = true;
    const done = (async () => {
      for (let i = 0; running && i < 5000; i++) {
        const email = `backup-${i}@example.com`;
        const res = await fetch(`${base}/api/klaviyo/suggestion`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...SUGGESTION, email }) });
        if (res.status === 200) acknowledged.push({ email, at: Date.now() });
      }
    })();
    return { acknowledged, stop: async () => { running = false; await done; } };
  }

  async function until(check: () => boolean): Promise<void> {
    while (!check()) await new Promise((resolve) => setImmediate(resolve));
  }

  it('keeps every submission acknowledged before the backup began, while submissions go on arriving', async () => {
    const writer = keepSubmitting();
    await until(() => writer.acknowledged.length >= 20);
    const began = Date.now();
    const before = writer.acknowledged.filter((item) => item.at < began).map((item) => item.email);
    const file = join(dir, 'while-writing.backup');
    await backupDatabase({ databaseUrl: testDatabaseUrl(), rootDir: projectRoot() }, file);
    const afterBackup = writer.acknowledged.length;
    await until(() => writer.acknowledged.length > afterBackup);
    await writer.stop();
    expect(writer.acknowledged.length, 'the site kept accepting submissions').to.be.greaterThan(before.length);

    // Restored into an empty database of its own, then read as the site would read it: a server process on it.
    const target = ownDatabase('restored');
    try {
      await restoreDatabase({ databaseUrl: target.url, rootDir: projectRoot() }, file);
      const rows = await readRows(target.url, 'SELECT email FROM suggestions');
      const emails = new Set(rows.map((row) => row.email));
      expect(before.filter((email) => !emails.has(email)), 'acknowledged before the backup, missing from it').to.deep.equal([]);
      const server = await startServerProcess('restored', { DATABASE_URL: target.url });
      try {
        // The restored copy is a working database: no migration to apply, its categories served.
        expect(server.logEvents('db.migrated')).to.deep.equal([]);
        const categories = await call(server.port, 'GET', '/api/blog-categories');
        expect(categories.status).to.equal(200);
        expect(categories.body.length).to.be.greaterThan(0);
      } finally {
        await stopServerProcess(server);
      }
    } finally {
      target.drop();
    }
  });

  it('refuses a backup file cut short, and the whole file then restores into the same database', async () => {
    const whole = join(dir, 'whole.backup');
    await backupDatabase({ databaseUrl: testDatabaseUrl(), rootDir: projectRoot() }, whole);
    const bytes = readFileSync(whole);
    const cut = join(dir, 'cut-short.backup');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const target = ownDatabase('cutshort');
    try {
      let refusal: Error | undefined;
      await restoreDatabase({ databaseUrl: target.url, rootDir: projectRoot() }, cut).catch((error: Error) => { refusal = error; });
      expect(refusal?.message).to.match(/cut-short\.backup (is incomplete|is not a whole SQLite backup)/);
      // The whole file restores into the same database afterwards.
      const summary = await restoreDatabase({ databaseUrl: target.url, rootDir: projectRoot() }, whole);
      expect(summary.tables).to.be.greaterThan(5);
    } finally {
      target.drop();
    }
  });

  it('`npm run db:migrate -- --down` rolls the last migration back, and migrate applies it again', async () => {
    const target = ownDatabase('migratedown');
    try {
      const run = (args: string[]) => spawnSync(process.execPath, [compiled('scripts/db.ts'), ...args], {
        cwd: projectRoot(), encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: target.url },
      });
      const up = run(['migrate']);
      expect(up.status, up.stderr).to.equal(0);
      const last = /Applied migrations: .*?([\w-]+\.cjs)$/m.exec(up.stdout)![1]!;
      const down = run(['migrate', '--down']);
      expect(down.status, down.stderr).to.equal(0);
      expect(down.stdout.trim()).to.equal(`Rolled back: ${last}`);
      const tables = await readRows(target.url, 'SELECT name FROM SequelizeMeta');
      expect(tables.map((row) => row.name)).to.not.include(last);
      const again = run(['migrate']);
      expect(again.stdout.trim()).to.equal(`Applied migrations: ${last}`);
    } finally {
      target.drop();
    }
  });

  it('runs as `npm run db:backup -- <file>` does, refuses to overwrite a file, and is readable by its owner only', async () => {
    const file = join(dir, 'from-the-command.backup');
    const run = (args: string[]) => spawnSync(process.execPath, [compiled('scripts/db.ts'), ...args], {
      cwd: projectRoot(), encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: testDatabaseUrl() },
    });
    const made = run(['backup', file]);
    expect(made.status, made.stderr).to.equal(0);
    expect(made.stdout).to.match(/^Backed up \d+ tables/);
    expect(statSync(file).mode & 0o777).to.equal(0o600);
    const again = run(['backup', file]);
    expect(again.status).to.equal(1);
    expect(again.stderr).to.include('exists already');
    const usage = run(['backup']);
    expect(usage.status).to.equal(2);
    expect(usage.stderr).to.include('Usage: npm run db:migrate');
    expect(existsSync(file)).to.equal(true);
  });
});
