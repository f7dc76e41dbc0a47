#!/usr/bin/env node
// Builds the pages (vite build) when the build is missing or older than any page source.
// Used by `npm start`, `npm test` and the test helpers; `--force` always builds (npm run build:pages).
// BUILD_DIR picks the folder (default dist/).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['pages', 'src/shared', 'src/services', 'graphql/client', 'public', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

export function ensurePagesBuild({ quiet = false, force = false } = {}) {
  const outDir = join(root, process.env.BUILD_DIR || 'dist');
  const stamp = join(outDir, '.build-stamp');
  const sourceTime = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));
  if (!force && existsSync(stamp) && existsSync(join(outDir, 'server', 'entry.mjs')) && statSync(stamp).mtimeMs >= sourceTime) return false;
  if (!quiet) console.log(`Building pages into ${outDir} ...`);
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root, stdio: quiet ? 'pipe' : 'inherit',
    // Always a production bundle, also when called from a test process (NODE_ENV=test).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(String(result.stderr ?? '') + String(result.stdout ?? ''));
    throw new Error('vite build failed');
  }
  writeFileSync(stamp, new Date().toISOString() + '\n');
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    ensurePagesBuild({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
