/**
 * `npm start` in production mode leaves nothing behind when it is stopped (issue 9 row 4): a stop
 * signal to npm, or to the server npm started, ends every process under npm and frees the port.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { expect } from 'chai';
import { ensurePagesBuild, ensureServerBuild } from '../../scripts/builds.mjs';
import { isRunning, startNpmScript, type NpmScript } from '../helpers/npm-script.js';
import { someoneListensOn } from '../helpers/server-port.js';
import { waitFor } from '../outbox/support.js';

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000', SESSION_SECRET: 'npm-start-test-secret-0123456789abcdef', SEED_DEMO_CONTENT: 'false' };

describe('npm start: one server process, stopped by a signal to npm or to itself', function () {
  this.timeout(120_000);
  let started: NpmScript | undefined;

  // A current build, so that npm start only starts (as it does on a production install).
  before(() => {
    ensureServerBuild({ quiet: true });
    ensurePagesBuild({ quiet: true });
  });
  afterEach(() => started?.cleanUp());

  async function expectNothingLeft(script: NpmScript, processes: number[]): Promise<void> {
    await script.exited;
    await waitFor('every process under npm to end', () => processes.every((pid) => !isRunning(pid)), 15_000);
    expect(someoneListensOn(script.port), `port ${script.port} is still listened on`).to.equal(false);
    await script.closed;
    // (Failed once under a loaded test:fast run; the output's end says how the server went.)
    expect(script.output(), `output ends:\n${script.output().slice(-1500)}`).to.include('"event":"server.stopping"');
  }

  it('serves, and a SIGTERM to npm stops the server with it', async () => {
    started = await startNpmScript(['start'], PRODUCTION);
    expect((await fetch(`${started.baseUrl}/health`)).status).to.equal(200);
    expect(started.output(), 'a current build is started as it is').to.not.include('Building the');
    const processes = started.descendants();
    expect(processes, 'the server runs under npm').to.not.be.empty;

    started.npm.kill('SIGTERM');
    await expectNothingLeft(started, processes);
  });

  it('a SIGTERM to the whole process group (systemd\'s default, Ctrl-C) lets every request in flight finish', async () => {
    started = await startNpmScript(['start'], PRODUCTION);
    // Connections the server has accepted (each answered a first request), then requests it has
    // begun reading: their bodies arrive in two parts, the second after the signal.
    const clients = await Promise.all(Array.from({ length: 8 }, (_, i) => rawClient(started!.port, i)));
    // npm and node both get the signal, and npm forwards it to node again: two SIGTERMs.
    process.kill(-started.npm.pid!, 'SIGTERM');
    await waitFor('the server to start draining', () => started!.output().includes('"event":"server.stopping"'));
    expect(await Promise.all(clients.map((client) => client.finish()))).to.deep.equal(clients.map(() => 200));
    await started.exited;
    expect(started.output()).to.include('"event":"server.stopped","drained":true');
  });

  it('a SIGTERM to the server process ends npm too', async () => {
    started = await startNpmScript(['start'], PRODUCTION);
    const processes = started.descendants();
    // The process listening on the port is npm's only descendant: it gets the signal directly.
    expect(processes).to.have.length(1);
    // With the young generation's size set (package.json, docs/operations.md).
    expect(readFileSync(`/proc/${processes[0]}/cmdline`, 'utf8').split('\0')).to.include('--max-semi-space-size=64');
    process.kill(processes[0], 'SIGTERM');
    await expectNothingLeft(started, processes);
  });
});

/**
 * A keep-alive connection that has had one answer (so the server accepted it), then sent the
 * start of a form post; finish() sends the rest and resolves with the post's status.
 */
async function rawClient(port: number, n: number): Promise<{ finish: () => Promise<number> }> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (received += chunk));
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  await waitFor('the first answer', () => /\r\n\r\n\{[^]*\}$/.test(received));
  received = '';
  const body = JSON.stringify({ firstName: 'In', lastName: 'Flight', email: `in-flight-${n}@example.com` });
  socket.write(`POST /api/klaviyo/waitlist HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
  return {
    async finish() {
      socket.write(body.slice(10));
      await waitFor('the answer to the post', () => /\r\n\r\n/.test(received) || socket.destroyed);
      socket.destroy();
      return Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
    },
  };
}
