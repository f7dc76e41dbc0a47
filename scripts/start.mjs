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

// Stack traces point at the TypeScript sources (the build has source maps), except in production:
// there every error's stack would be mapped as it is read, and a GraphQL request with a list of
// wrong values reads up to a hundred (measured 20 ms a request with the maps, 12 ms without).
// NODE_OPTIONS=--enable-source-maps turns them on there too.
if (process.env.NODE_ENV !== 'production') process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
