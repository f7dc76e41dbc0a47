#!/usr/bin/env node
// Builds the pages (vite build) when the build is missing or stale: `npm test` runs it first, and
// the test helpers and benches import it. The rule and the build itself live in builds.mjs.
import { fileURLToPath } from 'node:url';
import { ensurePagesBuild } from './builds.mjs';

export { ensurePagesBuild };

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    ensurePagesBuild({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
