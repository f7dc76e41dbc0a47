/**
 * What the side-by-side benchmarks share: the server's Node flags as `npm start` sets them, free
 * ports, starting a process and waiting for its ready line (its log is then read and dropped, as a
 * log collector takes it), and a process's CPU time and memory from /proc.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ensurePagesBuild } from '../scripts/ensure-pages-build.mjs';

export const root = join(import.meta.dirname, '..');
/** Node's flags as `npm start` runs the server (package.json), so a bench measures that server. */
export const START_FLAGS: string[] = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start as string).match(/ --[\w-]+(=\S+)?/g)?.map((flag) => flag.trim()) ?? [];
const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

export interface Running { child: ChildProcess; port: number }

/** CPU time (user + system) the process has used, in ms. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** Resident memory now and at its peak, in MB. */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts `node <command>` in the project and resolves once its output matches `ready` (group 1: the port, when it says). */
export function start(command: string[], env: Record<string, string>, ready: RegExp): Promise<Running> {
  const child = spawn(process.execPath, command, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = ready.exec(output);
      if (!match) return;
      // From here the log lines (one per request) are read and dropped instead of piling up here.
      child.stdout!.off('data', onData);
      child.stderr!.off('data', onData);
      child.stdout!.resume();
      child.stderr!.resume();
      resolve({ child, port: Number(match[1] ?? 0) });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${command.join(' ')} exited with ${code}:\n${output.slice(-3000)}`)));
  });
}

/** A figure for the tables: grouped thousands, `digits` decimals. */
export const fmt = (n: number, digits = 0) => n.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Compiles the server (always: a bench measures the code in the folder) and the pages when stale. */
export function buildForBench(): void {
  console.log('Building the server and the pages when stale ...');
  const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  if (tsc.status !== 0) throw new Error('server build failed');
  ensurePagesBuild({ quiet: true });
}
