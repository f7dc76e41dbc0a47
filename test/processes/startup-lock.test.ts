/**
 * Several processes starting on one new database migrate and seed it once between them: the
 * start-up lock (a lock file for SQLite, GET_LOCK on MySQL/MariaDB) serialises them.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { projectRoot } from '../../src/config/project-root.js';
import { Sequelize } from 'sequelize';
import { compiled } from '../helpers/compiled.js';

function runSeed(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [compiled('scripts/db.ts'), 'seed'], {
      cwd: projectRoot(),
      env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: databaseUrl, SEED_DEMO_CONTENT: 'true' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('start-up lock: concurrent migrations on a new SQLite database', () => {
  const file = join(tmpdir(), `mf-lock-${process.pid}.sqlite`);
  after(() => {
    for (const suffix of ['', '-wal', '-shm', '.startup-lock']) rmSync(file + suffix, { force: true });
  });

  it('three processes migrate and seed it once, all succeeding', async () => {
    const results = await Promise.all([1, 2, 3].map(() => runSeed(`sqlite:${file}`)));
    for (const result of results) expect(result.code, result.output).to.equal(0);
    const seededPosts = results.map((result) => Number(/Seeded \d+ categories and (\d+) demo posts/.exec(result.output)?.[1]));
    expect(seededPosts.sort((a, b) => a - b)).to.deep.equal([0, 0, 46]);

    // A plain instance: the model classes stay bound to the suite's own test database.
    const sequelize = new Sequelize({ dialect: 'sqlite', storage: file, logging: false });
    const [rows] = await sequelize.query('SELECT COUNT(*) AS n FROM blog_categories');
    await sequelize.close();
    expect(Number((rows as Array<{ n: number }>)[0].n)).to.equal(16);
  });
});
