/**
 * Issue 9 row 10: a twelve-character password was enough (`aaaaaaaaaaaa` accepted). Common and
 * trivially weak passwords, and the username itself, are refused by the service (admin:create
 * goes through it), by ADMIN_PASSWORD at start, and by the admin:create script with a clear line.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { User } from '../../models/index.js';
import { ConfigError, loadConfig } from '../../src/config/config.js';
import { projectRoot } from '../../src/config/project-root.js';
import { ValidationError } from '../../src/services/errors.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { compiled } from '../helpers/compiled.js';

const WEAK = ['aaaaaaaaaaaa', 'password1234', '123456789012', 'qwertyuiop12', 'editor.admin', 'editor.admin1!'];

describe('weak admin passwords are refused', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
  });

  it('the service refuses each weak password with a message on the password field, and stores nothing', async () => {
    for (const password of WEAK) {
      const error = await t.services.auth.createOrResetAdmin('editor.admin', password).catch((caught: unknown) => caught);
      expect(error, password).to.be.instanceOf(ValidationError);
      expect((error as ValidationError).errors.password, password).to.match(/^Password is too easy to guess: it .+\. Use several unrelated words/);
    }
    expect(await User.count()).to.equal(0);
    const error = await t.services.auth.createOrResetAdmin('editor.admin', 'editor.admin1!').catch((caught: unknown) => caught);
    expect((error as ValidationError).errors.password).to.include('must not contain the username');
  });

  it('the service accepts a long passphrase', async () => {
    const { created } = await t.services.auth.createOrResetAdmin('editor.admin', 'copper-kettle-morning-drizzle');
    expect(created).to.equal(true);
  });

  it('ADMIN_PASSWORD at start: a weak one stops the server with a line naming the variable', () => {
    const env = { NODE_ENV: 'test', ADMIN_USERNAME: 'editor.admin' };
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'aaaaaaaaaaaa' })).to.throw(ConfigError, /^ADMIN_PASSWORD is too easy to guess: it repeats the same characters/);
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'password1234' })).to.throw(ConfigError, /^ADMIN_PASSWORD is too easy to guess/);
    expect(loadConfig({ ...env, ADMIN_PASSWORD: 'copper-kettle-morning-drizzle' }).admin.username).to.equal('editor.admin');
  });

  it('npm run admin:create refuses a weak password (exit 2, the reason on stderr) and creates nobody', function () {
    this.timeout(60_000);
    const dir = mkdtempSync(join(tmpdir(), 'mf-weak-'));
    try {
      const result = spawnSync(process.execPath, [compiled('scripts/admin-create.ts'), '--username', 'editor.admin'], {
        cwd: projectRoot(), encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'a.sqlite')}`, ADMIN_PASSWORD: 'password1234' },
      });
      expect(result.status, result.stderr).to.equal(2);
      expect(result.stderr).to.match(/Password is too easy to guess/);
      expect(result.stdout).to.not.include('Created admin');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
