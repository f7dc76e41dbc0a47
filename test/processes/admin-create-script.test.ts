/**
 * `npm run admin:create -- --username NAME` (scripts/admin-create.ts), run as a child process on
 * a temporary SQLite database: creates or resets an admin with an argon2id hash.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import argon2 from 'argon2';
import { expect } from 'chai';
import { Sequelize } from 'sequelize';
import { projectRoot } from '../../src/config/project-root.js';
import { compiled } from '../helpers/compiled.js';
import { CHEAP_PASSWORD_HASHES } from '../helpers/database.js';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

describe('npm run admin:create', function () {
  this.timeout(60_000);
  let dir: string;
  let databaseUrl: string;

  function run(args: string[], env: Record<string, string | undefined>): Promise<Run> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [compiled('scripts/admin-create.ts'), ...args], {
        cwd: projectRoot(),
        env: { ...process.env, ...CHEAP_PASSWORD_HASHES, NODE_ENV: 'development', DATA_DIR: dir, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: undefined, ADMIN_USERNAME: undefined, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  async function users(): Promise<Array<{ username: string; password: string }>> {
    const db = new Sequelize({ dialect: 'sqlite', storage: join(dir, 'admin.sqlite'), logging: false });
    try {
      const [rows] = await db.query('SELECT username, password FROM users ORDER BY id');
      return rows as Array<{ username: string; password: string }>;
    } finally {
      await db.close();
    }
  }

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'mf-admin-create-'));
    databaseUrl = `sqlite:${join(dir, 'admin.sqlite')}`;
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the admin (migrating a new database first) with an argon2id hash of ADMIN_PASSWORD', async () => {
    const result = await run(['--username', 'editor'], { ADMIN_PASSWORD: 'first-long-password' });
    expect(result.code, result.stderr).to.equal(0);
    expect(result.stdout).to.include('Created admin "editor".');
    const rows = await users();
    expect(rows.map((row) => row.username)).to.deep.equal(['editor']);
    expect(rows[0].password).to.match(/^\$argon2id\$/);
    expect(await argon2.verify(rows[0].password, 'first-long-password')).to.equal(true);
    expect(result.stdout + result.stderr).to.not.include('first-long-password');
  });

  it('resets the password of an existing admin', async () => {
    const result = await run(['--username', 'editor'], { ADMIN_PASSWORD: 'second-long-password' });
    expect(result.code, result.stderr).to.equal(0);
    expect(result.stdout).to.include('Set a new password for admin "editor".');
    const rows = await users();
    expect(rows).to.have.length(1);
    expect(await argon2.verify(rows[0].password, 'second-long-password')).to.equal(true);
    expect(await argon2.verify(rows[0].password, 'first-long-password')).to.equal(false);
  });

  it('works in production without the server\'s SESSION_SECRET', async () => {
    const result = await run(['--username', 'night-editor'], { NODE_ENV: 'production', SESSION_SECRET: undefined, ADMIN_PASSWORD: 'third-long-password', PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_TIME_COST: '2' });
    expect(result.code, result.stderr).to.equal(0);
    expect((await users()).map((row) => row.username)).to.deep.equal(['editor', 'night-editor']);
  });

  it('refuses a short password and a bad username with exit code 2 and a message', async () => {
    const short = await run(['--username', 'shorty'], { ADMIN_PASSWORD: 'short' });
    expect(short.code).to.equal(2);
    expect(short.stderr).to.include('Password must be at least 12 characters');
    const bad = await run(['--username', 'no spaces please'], { ADMIN_PASSWORD: 'a-long-enough-password' });
    expect(bad.code).to.equal(2);
    expect(bad.stderr).to.include('Username must be 3 to 100 letters, digits or . _ @ -');
    expect((await users()).map((row) => row.username)).to.deep.equal(['editor', 'night-editor']);
  });

  /** Runs the script in a pseudo-terminal (util-linux `script`) and types the answers to its prompts. */
  function runInTerminal(username: string, answers: string[]): Promise<Run> {
    return new Promise((resolve, reject) => {
      const command = `'${process.execPath}' '${compiled('scripts/admin-create.ts')}' --username ${username}`;
      const child = spawn('script', ['-qec', command, '/dev/null'], {
        cwd: projectRoot(),
        env: { ...process.env, ...CHEAP_PASSWORD_HASHES, NODE_ENV: 'development', DATA_DIR: dir, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: '' },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let asked = 0;
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        const prompts = (stdout.match(/password: /gi) ?? []).length;
        while (asked < prompts && asked < answers.length) child.stdin.write(`${answers[asked++]}\r`);
      });
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr: '' }));
    });
  }

  it('asks for the password twice, without echoing it, when ADMIN_PASSWORD is not set', async () => {
    const result = await runInTerminal('prompted', ['typed-in-password-1', 'typed-in-password-1']);
    expect(result.code, result.stdout).to.equal(0);
    expect(result.stdout).to.include('Password: ').and.include('Repeat password: ').and.include('Created admin "prompted".');
    expect(result.stdout).to.not.include('typed-in-password-1');
    const row = (await users()).find((user) => user.username === 'prompted')!;
    expect(await argon2.verify(row.password, 'typed-in-password-1')).to.equal(true);
    const mismatch = await runInTerminal('mismatched', ['typed-in-password-1', 'typed-in-password-2']);
    expect(mismatch.code).to.equal(2);
    expect(mismatch.stdout).to.include('The passwords do not match.');
    expect((await users()).map((user) => user.username)).to.not.include('mismatched');
  });

  it('explains its usage without --username, and asks for ADMIN_PASSWORD when it cannot prompt', async () => {
    const usage = await run([], { ADMIN_PASSWORD: 'a-long-enough-password' });
    expect(usage.code).to.equal(2);
    expect(usage.stderr).to.include('Usage: npm run admin:create -- --username NAME');
    const noPassword = await run(['--username', 'editor'], {});
    expect(noPassword.code).to.equal(2);
    expect(noPassword.stderr).to.include('Set ADMIN_PASSWORD or run this in a terminal');
  });
});
