/**
 * Admin accounts (issue 2 point 7): no default credentials; createOrResetAdmin (admin:create) and
 * ensureAdmin (ADMIN_USERNAME/ADMIN_PASSWORD at start) with argon2id hashes.
 */
import argon2 from 'argon2';
import { expect } from 'chai';
import { User } from '../../models/index.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../src/config/project-root.js';
import { ConflictError, ValidationError } from '../../src/services/errors.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';

describe('admin accounts', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  beforeEach(() => resetDatabase());

  it('starts with no users at all (no default credentials)', async () => {
    expect(await User.count()).to.equal(0);
  });

  it('ensureAdmin creates a missing admin with an argon2id hash, once', async () => {
    expect(await t.services.auth.ensureAdmin('editor', 'start-up-password-1')).to.equal(true);
    const row = (await User.findOne({ where: { username: 'editor' } }))!;
    expect(row.password).to.match(/^\$argon2id\$/);
    expect(await argon2.verify(row.password, 'start-up-password-1')).to.equal(true);
    // A restart with another password leaves the existing admin alone.
    expect(await t.services.auth.ensureAdmin('editor', 'other-password-22')).to.equal(false);
    expect(await argon2.verify((await row.reload()).password, 'start-up-password-1')).to.equal(true);
    expect(await User.count()).to.equal(1);
  });

  it('createOrResetAdmin creates, then resets the password', async () => {
    const first = await t.services.auth.createOrResetAdmin('editor', 'first-password-1');
    expect(first.created).to.equal(true);
    const second = await t.services.auth.createOrResetAdmin('editor', 'second-password-2');
    expect(second).to.deep.equal({ user: first.user, created: false });
    const row = (await User.findByPk(first.user.id))!;
    expect(await argon2.verify(row.password, 'second-password-2')).to.equal(true);
    await t.services.auth.login({ username: 'editor', password: 'second-password-2' });
  });

  it('turns a username created twice at the same moment into a conflict, never a crash', async () => {
    const results = await Promise.all([1, 2, 3].map(() =>
      t.services.auth.createOrResetAdmin('twin', 'same-time-password').then((result) => (result.created ? 'created' : 'reset'), (error: unknown) => error)));
    expect(results.filter((result) => result === 'created')).to.have.length(1);
    for (const result of results.filter((entry) => typeof entry !== 'string')) {
      expect(result).to.be.instanceOf(ConflictError);
      expect((result as ConflictError).errors).to.deep.equal({ username: 'A user with this username already exists' });
    }
    expect(await User.count()).to.equal(1);
  });

  it('ships no default admin credentials in .env.example', () => {
    const example = readFileSync(join(projectRoot(), '.env.example'), 'utf8');
    expect(example).to.match(/^ADMIN_USERNAME=$/m).and.match(/^ADMIN_PASSWORD=$/m).and.match(/^SESSION_SECRET=$/m);
  });

  it('refuses short passwords and odd usernames', async () => {
    for (const [username, password, field] of [['editor', 'short', 'password'], ['x', 'long-enough-password', 'username'],
      ['has space', 'long-enough-password', 'username'], ['', 'long-enough-password', 'username']]) {
      const error = await t.services.auth.createOrResetAdmin(username, password).catch((caught: unknown) => caught);
      expect(error, username).to.be.instanceOf(ValidationError);
      expect(Object.keys((error as ValidationError).errors)).to.deep.equal([field]);
    }
    expect(await User.count()).to.equal(0);
  });
});
