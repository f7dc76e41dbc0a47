/**
 * An npm script (`npm start`, `npm run dev`) run as a user runs it: npm itself on a free port and
 * a temporary SQLite database, waited for until the server logs that it listens. The process tree
 * under npm is read from /proc, so tests can check that nothing is left once it stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../src/config/project-root.js';
import { listeningPort } from './server-port.js';

export interface NpmScript {
  npm: ChildProcess;
  port: number;
  baseUrl: string;
  output: () => string;
  /** Resolves with npm's exit code (or the signal that ended it). */
  exited: Promise<number | string | null>;
  /** Resolves once npm and everything that shared its output have ended (output complete). */
  closed: Promise<void>;
  /** Every process under npm, now. */
  descendants: () => number[];
  /** Kills whatever is left (SIGKILL to the process group) and removes the temporary folder. */
  cleanUp: () => void;
}

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ...", and comm may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return children;
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs `npm <args>` and waits until the server logs server.listening. */
export async function startNpmScript(args: string[], env: Record<string, string> = {}, timeoutMs = 90_000): Promise<NpmScript> {
  const dir = mkdtempSync(join(tmpdir(), 'mf-npm-script-'));
  const npm = spawn('npm', args, {
    cwd: projectRoot(),
    // A process group of its own, so that cleanUp can reach anything npm leaves behind.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0',
      PUBLIC_URL: 'http://127.0.0.1', DATABASE_URL: `sqlite:${join(dir, 'site.sqlite')}`, DATA_DIR: dir,
      ADMIN_USERNAME: '', ADMIN_PASSWORD: '', KLAVIYO_API_KEY: '', ...env,
    },
  });
  let output = '';
  npm.stdout!.on('data', (chunk) => (output += chunk));
  npm.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string | null>((resolve) => npm.once('exit', (code, signal) => resolve(code ?? signal)));
  const closed = new Promise<void>((resolve) => npm.once('close', () => resolve()));
  const descendants = () => {
    const found: number[] = [];
    for (let queue = [npm.pid!]; queue.length;) {
      const children = childrenOf(queue.shift()!);
      found.push(...children);
      queue.push(...children);
    }
    return found;
  };
  const script: NpmScript = {
    npm, port: 0, baseUrl: '', output: () => output, exited, closed, descendants,
    cleanUp: () => {
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        // Nothing left in the group.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (listeningPort(output) === null) {
    if (npm.exitCode !== null || npm.signalCode !== null || Date.now() > deadline) {
      script.cleanUp();
      throw new Error(`npm ${args.join(' ')} did not start listening:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  script.port = listeningPort(output)!;
  script.baseUrl = `http://127.0.0.1:${script.port}`;
  return script;
}
