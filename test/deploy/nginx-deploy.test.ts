/**
 * The deployment of docs/deploy.md, for real: deploy/nginx.conf (ports and certificate paths
 * rewritten into a temp folder) in front of two server processes started as the guide starts
 * them from a lean production install (the release's files, `npm ci --omit=dev`), on one SQLite
 * database. Over HTTPS: pages, the HTTP -> HTTPS redirect, HTTP/2, compressed
 * pages passed through once, /assets' year-long caching, a staff login whose cookie is Secure and
 * HttpOnly; then a rolling restart (SIGTERM one process, start it again, wait for /health/ready,
 * then the other) under a bounded load, without one failed request.
 * Needs nginx and openssl. Without nginx it is skipped, except under CI=true (.ci/run installs it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { Agent, request as httpsRequest } from 'node:https';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'chai';
import { projectRoot } from '../../src/config/project-root.js';
import { call, killAll, startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { waitFor } from '../outbox/support.js';

const ADMIN = { username: 'deploy.admin', password: 'harbour-lantern-quiet-4821' };
const LOAD_PATHS = ['/', '/blog', '/api/blog-posts?limit=2'];
const LOAD_CLIENTS = 4;
/** The load stops when the rolling restart is done, and at the latest after this long. */
const LOAD_LIMIT_MS = 30_000;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** nginx on the PATH or in the sbin folders a non-root PATH leaves out. */
function findNginx(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    try {
      accessSync(join(dir, 'nginx'), constants.X_OK);
      return join(dir, 'nginx');
    } catch {
      // Not here.
    }
  }
  return null;
}

/** Ports nobody listens on: all held at once (so they differ), then let go. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, () => new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  })));
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

function replaceOnce(text: string, pattern: RegExp, value: string, what: string): string {
  if (text.search(pattern) < 0) throw new Error(`deploy/nginx.conf has no ${what} any more: update this test`);
  return text.replace(pattern, value);
}

/** deploy/nginx.conf on the test's ports (127.0.0.1 only) and certificate; nothing else changes. */
function renderSite(template: string, o: { httpPort: number; tlsPort: number; upstreams: [number, number]; cert: string; key: string }): string {
  let site = replaceOnce(template, /^[ \t]*listen \[::\]:.*\n/gm, '', 'IPv6 listen lines');
  site = replaceOnce(site, /^([ \t]*)listen 80;/m, `$1listen 127.0.0.1:${o.httpPort};`, '"listen 80;"');
  site = replaceOnce(site, /^([ \t]*)listen 443 (ssl[^;]*);/m, `$1listen 127.0.0.1:${o.tlsPort} $2;`, '"listen 443 ssl ...;"');
  site = replaceOnce(site, /^([ \t]*)server 127\.0\.0\.1:3001\b/m, `$1server 127.0.0.1:${o.upstreams[0]}`, 'upstream 127.0.0.1:3001');
  site = replaceOnce(site, /^([ \t]*)server 127\.0\.0\.1:3002\b/m, `$1server 127.0.0.1:${o.upstreams[1]}`, 'upstream 127.0.0.1:3002');
  site = replaceOnce(site, /^([ \t]*)ssl_certificate\s+\S+;/m, `$1ssl_certificate ${o.cert};`, 'ssl_certificate');
  site = replaceOnce(site, /^([ \t]*)ssl_certificate_key\s+\S+;/m, `$1ssl_certificate_key ${o.key};`, 'ssl_certificate_key');
  const stray = site.split('\n').filter((line) => /^\s*listen\s/.test(line) && !/^\s*listen 127\.0\.0\.1:/.test(line));
  if (stray.length) throw new Error(`deploy/nginx.conf listens where this test does not rewrite: ${stray.join('; ')}`);
  return site;
}

/** The main configuration a site file needs around it (as /etc/nginx/nginx.conf), all paths in `dir`. */
function wrapperConfig(dir: string): string {
  return [
    'worker_processes 1;',
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 512; }',
    'http {',
    `  access_log ${dir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind}-temp;`),
    `  include ${dir}/site.conf;`,
    '}',
    '',
  ].join('\n');
}

function collect(res: NodeJS.ReadableStream & { statusCode?: number; headers: IncomingHttpHeaders }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    res.on('error', reject);
  });
}

function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

/** What docs/deploy.md, step 4, packs for a release. */
const RELEASE_FILES = ['build', 'dist', 'src', 'models', 'scripts', 'pages', 'public', 'deploy',
  'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'vite.config.ts'];

/**
 * sqlite3's binary for the release's `npm ci`, taken from this checkout's own install: sqlite3 has no
 * prebuilt binary this machine can download, so the lean install would compile SQLite from source
 * again (minutes of CPU that test nothing of ours). prebuild-install looks in this folder first.
 */
function checkoutSqliteBuild(dir: string): Record<string, string> {
  const sqlite = join(projectRoot(), 'node_modules', 'sqlite3');
  if (!existsSync(join(sqlite, 'build', 'Release', 'node_sqlite3.node'))) return {};
  const { version } = JSON.parse(readFileSync(join(sqlite, 'package.json'), 'utf8')) as { version: string };
  const folder = join(dir, 'prebuilds');
  mkdirSync(folder, { recursive: true });
  const tarball = join(folder, `sqlite3-v${version}-napi-v6-${process.platform}-${process.arch}.tar.gz`);
  const packed = spawnSync('tar', ['-czf', tarball, '-C', sqlite, 'build/Release/node_sqlite3.node'], { encoding: 'utf8' });
  if (packed.status !== 0) return {};
  return { npm_config_sqlite3_local_prebuilds: folder };
}

describe('deploy: nginx in front of two server processes (docs/deploy.md)', function () {
  this.timeout(240_000);

  const root = projectRoot();
  let dir = '';
  let tlsPort = 0;
  let httpPort = 0;
  let appPorts: [number, number] = [0, 0];
  let nginx: ChildProcess | undefined;
  let nginxOutput = '';
  const servers: Record<'A' | 'B', ServerProcess | undefined> = { A: undefined, B: undefined };

  /** The production settings of docs/deploy.md (deploy/env.example), plus the unit's PORT and HOST. */
  const serverEnv = (port: number): Record<string, string> => ({
    NODE_ENV: 'production',
    PUBLIC_URL: `https://localhost:${tlsPort}`,
    SESSION_SECRET: 'deploy-test-secret-0123456789abcdef0123',
    DATABASE_URL: `sqlite:${join(dir, 'site.sqlite')}`,
    TRUST_PROXY: 'loopback',
    HOST: '127.0.0.1',
    PORT: String(port),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO_CONTENT: 'true',
    // The production default (the process helper turns it off for other tests).
    FORM_RATE_LIMIT: '',
  });

  const nginxErrors = () => {
    const file = join(dir, 'error.log');
    return `--- nginx error.log, last lines:\n${existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-20).join('\n') : '(none)'}`;
  };

  /** Where the lean production install lives (docs/deploy.md, step 4). */
  let release = '';
  const startServer = (name: 'A' | 'B', port: number) => startServerProcess(`server ${name}`, serverEnv(port), release);

  const waitReady = (name: string, port: number) => waitFor(`${name} to answer /health/ready with 200`, async () => {
    const answer = await call(port, 'GET', '/health/ready').catch(() => ({ status: 0 }));
    return answer.status === 200;
  }, 60_000);

  /** A request to nginx over HTTPS (to 127.0.0.1, named localhost), on a connection of its own unless an agent is given. */
  const viaNginx = (path: string, options: { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent } = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = httpsRequest({
        host: '127.0.0.1', port: tlsPort, servername: 'localhost', rejectUnauthorized: false, agent: options.agent ?? false,
        method: options.method ?? 'GET', path,
        headers: { Host: `localhost:${tlsPort}`, ...options.headers, ...(options.body ? { 'Content-Length': String(Buffer.byteLength(options.body)) } : {}) },
      }, (res) => collect(res).then(resolve, reject));
      req.setTimeout(20_000, () => req.destroy(new Error('no answer within 20 s')));
      req.on('error', reject);
      req.end(options.body);
    });

  before(async function () {
    const nginxPath = findNginx();
    if (!nginxPath) {
      if (process.env.CI === 'true') throw new Error('nginx is not installed: .ci/run must install it (apt-get install nginx)');
      console.log('    skipped: nginx not found on PATH or in /usr/sbin (apt-get install nginx); under CI=true this test fails instead');
      this.skip();
    }

    dir = mkdtempSync(join(tmpdir(), 'mf-deploy-'));
    // nginx's workers (another user when started by root) reach their temp folders in here.
    chmodSync(dir, 0o755);
    [tlsPort, httpPort, ...appPorts] = (await freePorts(4)) as [number, number, number, number];

    const cert = join(dir, 'cert.pem');
    const key = join(dir, 'key.pem');
    // The lean install of docs/deploy.md, step 4: the release's files (the build and its sources),
    // then `npm ci --omit=dev` (no TypeScript, no Vite) and the build found current as it is.
    release = join(dir, 'release');
    for (const item of RELEASE_FILES) cpSync(join(root, item), join(release, item), { recursive: true });
    const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: release, encoding: 'utf8', timeout: 300_000, env: { ...process.env, ...checkoutSqliteBuild(dir) } });
    if (install.status !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.stdout}\n${install.stderr}`);
    expect(existsSync(join(release, 'node_modules', 'typescript')), 'a lean install has no TypeScript').to.equal(false);
    const current = spawnSync(process.execPath, ['scripts/builds.mjs'], { cwd: release, encoding: 'utf8' });
    expect([current.status, current.stdout + current.stderr], 'the copied build is current as it is').to.deep.equal([0, '']);

    const openssl = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1', '-keyout', key, '-out', cert], { encoding: 'utf8' });
    if (openssl.status !== 0) throw new Error(`openssl could not make a certificate: ${openssl.error?.message ?? openssl.stderr}`);

    // Both processes at once, on one new database: the start-up lock lets one migrate and seed.
    [servers.A, servers.B] = await Promise.all([startServer('A', appPorts[0]), startServer('B', appPorts[1])]);
    await Promise.all([waitReady('A', appPorts[0]), waitReady('B', appPorts[1])]);

    const template = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
    writeFileSync(join(dir, 'site.conf'), renderSite(template, { httpPort, tlsPort, upstreams: appPorts, cert, key }));
    writeFileSync(join(dir, 'nginx.conf'), wrapperConfig(dir));
    const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid;`];
    const check = spawnSync(nginxPath!, ['-t', ...args], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
    nginx = spawn(nginxPath!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stdout!.on('data', (chunk) => (nginxOutput += chunk));
    nginx.stderr!.on('data', (chunk) => (nginxOutput += chunk));
    let last = '';
    await waitFor('nginx to answer over HTTPS', async () => {
      if (nginx!.exitCode !== null) throw new Error(`nginx exited with ${nginx!.exitCode}:\n${nginxOutput}`);
      const answer = await viaNginx('/health').catch((error: Error) => ({ status: 0, error }));
      last = 'error' in answer ? answer.error.message : `status ${answer.status}`;
      return answer.status === 200;
    }, 20_000).catch((error: Error) => {
      throw new Error(`${error.message} (last: ${last})\n${nginxOutput}${nginxErrors()}`);
    });
  });

  afterEach(function () {
    if (this.currentTest?.state === 'failed' && dir) console.log(nginxOutput + nginxErrors());
  });

  after(async function () {
    this.timeout(30_000);
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      const timer = setTimeout(() => nginx!.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    // Ours, and any the helper started for a start-up that failed before it returned.
    killAll();
    await Promise.all(Object.values(servers).map((server) => server?.exited));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves the pages over HTTPS, with the visitor request id the app took from nginx', async () => {
    for (const path of ['/', '/blog']) {
      const answer = await viaNginx(path);
      expect(answer.status, path).to.equal(200);
      expect(answer.headers['content-type'], path).to.match(/^text\/html/);
      expect(decoded(answer), path).to.match(/<html/i);
      expect(answer.headers['x-request-id'], `${path}: nginx's $request_id, taken by the app from a trusted proxy`).to.match(/^[0-9a-f]{32}$/);
    }
  });

  it('redirects plain HTTP to HTTPS', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: httpPort, path: '/blog?page=2', agent: false, headers: { Host: 'localhost' } }, (res) => collect(res).then(resolve, reject));
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).to.equal(301);
    expect(answer.headers.location).to.equal('https://localhost/blog?page=2');
  });

  it('speaks HTTP/2', async () => {
    const session = http2Connect(`https://127.0.0.1:${tlsPort}`, { rejectUnauthorized: false, servername: 'localhost' });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        session.once('error', reject);
        const stream = session.request({ ':path': '/health', ':authority': `localhost:${tlsPort}` });
        stream.once('response', (headers) => resolve(Number(headers[':status'])));
        stream.once('error', reject);
        stream.resume();
        stream.end();
      });
      expect(session.alpnProtocol).to.equal('h2');
      expect(status).to.equal(200);
    } finally {
      session.close();
    }
  });

  it('passes the app\'s compressed pages on as they are (not compressed again), and its asset caching', async () => {
    for (const encoding of ['br', 'gzip']) {
      const answer = await viaNginx('/blog', { headers: { 'Accept-Encoding': encoding } });
      expect(answer.status, encoding).to.equal(200);
      expect(answer.headers['content-encoding'], encoding).to.equal(encoding);
      expect(decoded(answer), `${encoding}: one decompression gives the page`).to.match(/^<!DOCTYPE html>/i);
    }
    const page = decoded(await viaNginx('/'));
    const asset = page.match(/\/assets\/[^"'\s)]+\.(?:js|css)/)?.[0];
    expect(asset, 'an /assets/ file named in the home page').to.be.a('string');
    const answer = await viaNginx(asset!);
    expect(answer.status, asset).to.equal(200);
    expect(answer.headers['cache-control'], asset).to.match(/max-age=31536000/).and.match(/immutable/);
  });

  it('logs staff in with a Secure, HttpOnly session cookie', async () => {
    const login = await viaNginx('/api/admin/login', {
      method: 'POST', body: JSON.stringify(ADMIN),
      headers: { 'Content-Type': 'application/json', Origin: `https://localhost:${tlsPort}` },
    });
    expect(login.status, login.body.toString()).to.equal(200);
    const cookie = (login.headers['set-cookie'] ?? []).find((line) => line.startsWith('mf.sid=')) ?? '';
    expect(cookie).to.match(/;\s*Secure/i).and.match(/;\s*HttpOnly/i);
    const session = await viaNginx('/api/admin/session', { headers: { Cookie: cookie.split(';')[0]! } });
    expect(session.status).to.equal(200);
    expect(JSON.parse(session.body.toString())).to.include({ isAuthenticated: true });
  });

  it('restarts the processes one at a time under load without a failed request', async () => {
    let phase = 'both up';
    let done = false;
    const started = Date.now();
    const agent = new Agent({ keepAlive: true, maxSockets: LOAD_CLIENTS, rejectUnauthorized: false });
    const perPhase = new Map<string, number>();
    const failures: string[] = [];
    let requests = 0;

    const client = async (offset: number) => {
      for (let i = offset; !done && Date.now() - started < LOAD_LIMIT_MS; i++) {
        const path = LOAD_PATHS[i % LOAD_PATHS.length]!;
        const during = phase;
        try {
          const answer = await viaNginx(path, { agent, headers: { 'Accept-Encoding': 'br, gzip' } });
          if (answer.status >= 500) failures.push(`${path} during "${during}": ${answer.status} ${answer.body.toString().slice(0, 200)}`);
        } catch (error) {
          failures.push(`${path} during "${during}": ${(error as Error).message}`);
        }
        requests++;
        perPhase.set(during, (perPhase.get(during) ?? 0) + 1);
      }
    };

    const restart = async (name: 'A' | 'B', port: number) => {
      phase = `${name} stopping`;
      const old = servers[name]!;
      old.child.kill('SIGTERM');
      const code = await old.exited;
      expect(code, `${name} exit status after SIGTERM:\n${old.output().slice(-2000)}`).to.equal(0);
      phase = `${name} starting`;
      servers[name] = await startServer(name, port);
      await waitReady(name, port);
      phase = 'both up';
    };

    const load = Promise.all(Array.from({ length: LOAD_CLIENTS }, (_, offset) => client(offset)));
    try {
      // Some load before the first stop, so connections to both processes are open and in use.
      await waitFor('the load to be under way', () => requests >= 2 * LOAD_CLIENTS, 20_000);
      await restart('A', appPorts[0]);
      await restart('B', appPorts[1]);
    } finally {
      done = true;
      await load;
      agent.destroy();
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`    rolling restart: ${requests} requests in ${seconds} s, ${failures.length} failed; by phase: ${JSON.stringify(Object.fromEntries(perPhase))}`);
    expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
    for (const during of ['A stopping', 'A starting', 'B stopping', 'B starting']) {
      expect(perPhase.get(during) ?? 0, `requests while "${during}"`).to.be.greaterThan(0);
    }
  });
});

describe('deploy: the env file template and the systemd unit', () => {
  const root = projectRoot();
  const read = (file: string) => readFileSync(join(root, file), 'utf8');

  it('deploy/env.example: what production needs, only known settings, no secrets, no PORT or HOST', () => {
    const values = parseEnv(read('deploy/env.example'));
    const known = parseEnv(read('.env.example'));
    for (const name of ['NODE_ENV', 'PUBLIC_URL', 'SESSION_SECRET', 'DATABASE_URL', 'TRUST_PROXY']) expect(values, name).to.have.property(name);
    expect(values.NODE_ENV).to.equal('production');
    expect(values.SESSION_SECRET, 'filled in on the server').to.equal('');
    expect(Object.keys(values).filter((name) => !(name in known)), 'names .env.example does not know').to.deep.equal([]);
    // The unit sets them per instance, and systemd would let the file win.
    expect(values).to.not.have.any.keys('PORT', 'HOST');
  });

  it('deploy/mental-fitness@.service: runs the compiled server and outlasts its drain when stopping', () => {
    const unit = read('deploy/mental-fitness@.service');
    const setting = (name: string) => unit.match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1];
    expect(setting('ExecStart')).to.equal('/usr/bin/node build/src/server/index.js');
    expect(existsSync(join(root, 'build', 'src', 'server', 'index.js')), 'the build has that file').to.equal(true);
    expect(setting('Environment')).to.match(/\bPORT=%i\b/);
    expect(setting('KillMode')).to.equal('mixed');
    expect(setting('KillSignal')).to.equal('SIGTERM');
    // The default drain (10 s) plus the server's own hard stop 15 s after it (src/server/index.ts).
    expect(Number(setting('TimeoutStopSec'))).to.be.greaterThan(10 + 15);
    for (const name of ['EnvironmentFile', 'WorkingDirectory', 'User', 'ReadWritePaths']) expect(setting(name), name).to.be.a('string');
  });
});
