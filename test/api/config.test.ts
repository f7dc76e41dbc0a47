/**
 * Configuration (issue 2 point 7, DESIGN "Conventions"): SESSION_SECRET is required in production,
 * generated and kept under DATA_DIR in development; bad settings fail fast naming the variable.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { User } from '../../models/index.js';
import { ConfigError, loadConfig, loadDatabaseConfig } from '../../src/config/config.js';
import { createServices } from '../../src/services/index.js';
import { resetDatabase, testDatabase } from '../helpers/database.js';

describe('configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'mf-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const base = () => ({ DATA_DIR: dataDir });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ ...base(), NODE_ENV: 'production' })).to.throw(ConfigError, 'SESSION_SECRET is required in production');
    const config = loadConfig({ ...base(), NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000', SESSION_SECRET: 's'.repeat(32) });
    expect(config.env).to.equal('production');
    expect(config.session.secret).to.equal('s'.repeat(32));
  });

  it('refuses a NODE_ENV that is not development, production or test (a typo would run development mode)', () => {
    for (const value of ['prod', 'Production', 'staging', 'dev']) {
      expect(() => loadConfig({ ...base(), NODE_ENV: value }), value).to.throw(ConfigError, `NODE_ENV must be development, production or test (got "${value}")`);
      expect(() => loadDatabaseConfig({ NODE_ENV: value }), value).to.throw(ConfigError, 'NODE_ENV must be');
    }
    expect(loadConfig({ ...base(), NODE_ENV: '' }).env).to.equal('development');
    expect(loadConfig({ ...base(), NODE_ENV: undefined }).env).to.equal('development');
  });

  it('requires PUBLIC_URL in production, where links would otherwise name localhost', () => {
    const production = { ...base(), NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) };
    expect(() => loadConfig(production)).to.throw(ConfigError, 'PUBLIC_URL is required in production');
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://www.example.com/' }).site.publicUrl).to.equal('https://www.example.com');
    expect(loadConfig({ ...base(), NODE_ENV: 'development' }).site.publicUrl).to.equal('http://localhost:3000');
  });

  it('seeds demo articles into an empty database by default except in production, where SEED_DEMO_CONTENT=true asks for them', () => {
    const production = { ...base(), NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), PUBLIC_URL: 'https://www.example.com' };
    expect(loadConfig(production).seedDemoContent).to.equal(false);
    expect(loadConfig({ ...production, SEED_DEMO_CONTENT: 'true' }).seedDemoContent).to.equal(true);
    expect(loadConfig({ ...base(), NODE_ENV: 'development' }).seedDemoContent).to.equal(true);
    expect(loadConfig({ ...base(), NODE_ENV: 'development', SEED_DEMO_CONTENT: 'false' }).seedDemoContent).to.equal(false);
    expect(loadDatabaseConfig({ NODE_ENV: 'production' }).seedDemoContent).to.equal(false);
    expect(loadDatabaseConfig({ NODE_ENV: 'development' }).seedDemoContent).to.equal(true);
  });

  it('refuses a SESSION_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ ...base(), SESSION_SECRET: 'short' })).to.throw(ConfigError, 'at least 32 characters');
  });

  it('generates a development secret once and keeps it under DATA_DIR (readable by the owner only)', () => {
    const first = loadConfig({ ...base(), NODE_ENV: 'development' });
    const file = join(dataDir, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).to.equal(first.session.secret);
    expect(first.session.secret).to.have.length.of.at.least(32);
    expect(statSync(file).mode & 0o777).to.equal(0o600);
    expect(loadConfig({ ...base(), NODE_ENV: 'development' }).session.secret).to.equal(first.session.secret);
  });

  it('uses a throwaway secret in tests and writes nothing', () => {
    const config = loadConfig({ ...base(), NODE_ENV: 'test' });
    expect(config.session.secret).to.have.length(64);
    expect(() => statSync(join(dataDir, 'session-secret'))).to.throw();
  });

  it('has no default admin credentials and insists on a password for ADMIN_USERNAME', () => {
    expect(loadConfig({ ...base(), NODE_ENV: 'test' }).admin).to.deep.equal({ username: undefined, password: undefined });
    expect(() => loadConfig({ ...base(), NODE_ENV: 'test', ADMIN_USERNAME: 'editor' })).to.throw(ConfigError, 'ADMIN_PASSWORD is not');
    expect(loadConfig({ ...base(), NODE_ENV: 'test', ADMIN_USERNAME: ' editor ', ADMIN_PASSWORD: 'a-long-password' }).admin)
      .to.deep.equal({ username: 'editor', password: 'a-long-password' });
    expect(() => loadConfig({ ...base(), NODE_ENV: 'test', ADMIN_USERNAME: 'editor', ADMIN_PASSWORD: 'short' }))
      .to.throw(ConfigError, 'ADMIN_PASSWORD must be at least 12 characters');
    expect(() => loadConfig({ ...base(), NODE_ENV: 'test', ADMIN_USERNAME: 'no spaces', ADMIN_PASSWORD: 'a-long-password' }))
      .to.throw(ConfigError, 'ADMIN_USERNAME: Username must be 3 to 100 letters');
  });

  it('defaults PORT to 3000 and the database to data/site.sqlite, and checks both', () => {
    const config = loadConfig({ ...base(), NODE_ENV: 'test' });
    expect(config.port).to.equal(3000);
    expect(config.databaseUrl).to.equal('sqlite:data/site.sqlite');
    expect(config.site.publicUrl).to.equal('http://localhost:3000');
    for (const PORT of ['abc', '-1', '70000', '1.5']) {
      expect(() => loadConfig({ ...base(), NODE_ENV: 'test', PORT }), PORT).to.throw(ConfigError, 'PORT must be');
    }
    const error = (() => {
      try {
        loadConfig({ ...base(), NODE_ENV: 'test', DATABASE_URL: 'postgres://u:secret@h/db' });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).to.be.instanceOf(ConfigError);
    expect(error!.message).to.include('DATABASE_URL must be').and.include('postgres://u:***@h/db').and.not.include('secret');
  });

  it('reads TRUST_PROXY as off, true, a hop count or addresses', () => {
    expect(loadConfig(base()).trustProxy).to.equal(false);
    expect(loadConfig({ ...base(), TRUST_PROXY: 'false' }).trustProxy).to.equal(false);
    // "true" would trust any X-Forwarded-For a client sends (issue 9 row 10): refused.
    expect(() => loadConfig({ ...base(), TRUST_PROXY: 'true' })).to.throw(ConfigError, 'TRUST_PROXY must be the number of proxies');
    expect(() => loadConfig({ ...base(), TRUST_PROXY: 'everyone' })).to.throw(ConfigError, 'TRUST_PROXY');
    expect(loadConfig({ ...base(), TRUST_PROXY: '0' }).trustProxy).to.equal(false);
    expect(loadConfig({ ...base(), TRUST_PROXY: '2' }).trustProxy).to.equal(2);
    expect(loadConfig({ ...base(), TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).to.equal('loopback, 10.0.0.0/8');
  });

  it('reads the site settings and trims a trailing slash from URLs', () => {
    const config = loadConfig({ ...base(), NODE_ENV: 'test', PORT: '8080', SITE_NAME: 'Brain Miles', PUBLIC_URL: 'https://example.org/' });
    expect(config.site).to.deep.include({ name: 'Brain Miles', publicUrl: 'https://example.org' });
    expect(() => loadConfig({ ...base(), NODE_ENV: 'test', PUBLIC_URL: 'ftp://example.org' })).to.throw(ConfigError, 'PUBLIC_URL');
    expect(loadConfig({ ...base(), NODE_ENV: 'test', PORT: '8080' }).site.publicUrl).to.equal('http://localhost:8080');
  });

  it('reads CORS_ORIGINS as * or a list of origins, and the API key limits', () => {
    const defaults = loadConfig({ ...base(), NODE_ENV: 'test' });
    expect(defaults.security.cors.origins).to.equal('*');
    expect(defaults.security.apiKeys).to.deep.equal({ limit: 600, windowMs: 60_000, lastUsedEveryMs: 60_000 });
    const listed = loadConfig({ ...base(), NODE_ENV: 'test', CORS_ORIGINS: 'https://a.example, http://localhost:5173/', API_KEY_RATE_LIMIT: '0', API_KEY_RATE_WINDOW_SECONDS: '10' });
    expect(listed.security.cors.origins).to.deep.equal(['https://a.example', 'http://localhost:5173']);
    expect(listed.security.apiKeys).to.deep.include({ limit: 0, windowMs: 10_000 });
    expect(() => loadConfig({ ...base(), NODE_ENV: 'test', CORS_ORIGINS: 'https://a.example/path' })).to.throw(ConfigError, 'CORS_ORIGINS must be');
    expect(() => loadConfig({ ...base(), NODE_ENV: 'test', CORS_ORIGINS: 'a.example' })).to.throw(ConfigError, 'CORS_ORIGINS must be');
    expect(() => loadConfig({ ...base(), NODE_ENV: 'test', API_KEY_RATE_LIMIT: 'lots' })).to.throw(ConfigError, 'API_KEY_RATE_LIMIT must be a whole number');
  });

  it('hashes passwords at argon2\'s own cost by default and refuses a cost under OWASP\'s least in production', async () => {
    const production = { ...base(), NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000', SESSION_SECRET: 's'.repeat(32) };
    expect(loadConfig(production).security.login.hashCost).to.deep.equal({ memoryKib: 65_536, timeCost: 3 });
    expect(loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_TIME_COST: '2' }).security.login.hashCost)
      .to.deep.equal({ memoryKib: 19_456, timeCost: 2 });
    expect(() => loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '256' })).to.throw(ConfigError, 'PASSWORD_HASH_MEMORY_KIB must be a whole number between 19456 and 4194304 (got "256")');
    expect(() => loadConfig({ ...production, PASSWORD_HASH_TIME_COST: '1' })).to.throw(ConfigError, 'PASSWORD_HASH_TIME_COST must be a whole number between 2 and 100');
    expect(loadConfig({ ...base(), NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '256', PASSWORD_HASH_TIME_COST: '1' }).security.login.hashCost)
      .to.deep.equal({ memoryKib: 256, timeCost: 1 });

    // The cost is what new hashes are made with (argon2 writes it into the hash).
    const { sequelize } = await testDatabase();
    await resetDatabase();
    for (const [env, expected] of [[production, /^\$argon2id\$v=19\$m=65536,p=\d+,t=3\$/], [{ ...production, PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_TIME_COST: '2' }, /^\$argon2id\$v=19\$m=19456,p=\d+,t=2\$/]] as const) {
      const services = createServices(sequelize, { login: loadConfig(env).security.login });
      const { user } = await services.auth.createOrResetAdmin('hash.cost', 'a-long-test-password-42');
      expect((await User.findByPk(user.id))!.password).to.match(expected);
      await services.auth.login({ username: 'hash.cost', password: 'a-long-test-password-42' });
    }
  });

  it('gives the database scripts their settings without a SESSION_SECRET, even in production', () => {
    const config = loadDatabaseConfig({ NODE_ENV: 'production', DATABASE_URL: 'mysql://u:p@db:3306/site' });
    expect(config).to.include({ env: 'production', databaseUrl: 'mysql://u:p@db:3306/site' });
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'nonsense' })).to.throw(ConfigError);
  });
});
