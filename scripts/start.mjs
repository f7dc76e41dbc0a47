#!/usr/bin/env node
// `npm start`: builds the server (tsc) and the pages (vite) when missing or stale, then runs the
// compiled server in this same process. One process: whoever gets SIGTERM or SIGINT (npm, this
// node, a process manager) reaches the server itself, and nothing can be left behind orphaned.
// A current build is started as it is, so a production install without dev dependencies runs it.
import { pathToFileURL } from 'node:url';
import { MissingBuildToolError, ensurePagesBuild, ensureServerBuild, serverEntry } from './builds.mjs';

try {
  ensureServerBuild();
  ensurePagesBuild();
} catch (error) {
  console.error(error instanceof MissingBuildToolError ? `\nCannot start: ${error.message}\n` : error.message);
  process.exit(1);
}

// Stack traces point at the TypeScript sources (the build has source maps).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
