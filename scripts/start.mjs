#!/usr/bin/env node
// `npm start`: builds the server (tsc) and the pages (vite) when missing or stale, then runs the
// compiled server. Works on a fresh clone after `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePagesBuild } from './ensure-pages-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'build', 'src', 'server', 'index.js');
// Written only after a build without errors: a failed or interrupted build is redone next time.
const serverStamp = join(root, 'build', '.build-stamp');
const SERVER_SOURCES = ['src', 'graphql', 'models', 'seeders', 'scripts', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function serverBuildIsCurrent() {
  if (process.env.REBUILD === 'true' || !existsSync(serverEntry) || !existsSync(serverStamp)) return false;
  const sourceTime = Math.max(...SERVER_SOURCES.map((source) => newestMtime(join(root, source))));
  return statSync(serverStamp).mtimeMs >= sourceTime;
}

if (!serverBuildIsCurrent()) {
  console.log('Building the server ...');
  rmSync(serverStamp, { force: true });
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], {
    cwd: root, stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The server build failed (see the errors above).');
    process.exit(result.status ?? 1);
  }
  writeFileSync(serverStamp, new Date().toISOString() + '\n');
}
ensurePagesBuild();

// Run the server as a child and pass stop signals on, so a process manager that signals only
// this process (npm, Docker) still gets a graceful shutdown instead of an orphaned server.
const child = spawn(process.execPath, ['--enable-source-maps', serverEntry, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
