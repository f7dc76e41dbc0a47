#!/usr/bin/env node
// `npm start`: builds the server (tsc) and the pages (vite) when missing or stale, then runs the
// compiled server. Works on a fresh clone after `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePagesBuild } from './ensure-pages-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'build', 'src', 'server', 'index.js');

if (!existsSync(serverEntry) || process.env.REBUILD === 'true') {
  console.log('Building the server ...');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], {
    cwd: root, stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
ensurePagesBuild();

const child = spawnSync(process.execPath, ['--enable-source-maps', serverEntry, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(child.status ?? 1);
