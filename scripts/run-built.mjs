#!/usr/bin/env node
// `npm run db:*` and `npm run admin:create`: runs one of the compiled scripts
// (build/scripts/<name>.js) with the arguments that follow, building the server first when it is
// missing or stale. A current build runs as it is, so a production install without dev
// dependencies (no tsx, no TypeScript) has these commands too.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MissingBuildToolError, ensureServerBuild, root } from './builds.mjs';

const [name, ...args] = process.argv.slice(2);
if (!name || !/^[a-z-]+$/.test(name)) {
  console.error('Usage: node scripts/run-built.mjs <script name> [arguments]');
  process.exit(2);
}
try {
  ensureServerBuild({ quiet: true });
} catch (error) {
  console.error(error instanceof MissingBuildToolError ? `\nCannot run ${name}: ${error.message}\n` : error.message);
  process.exit(1);
}
if (process.env.NODE_ENV !== 'production') process.setSourceMapsEnabled(true);
const script = join(root, 'build', 'scripts', `${name}.js`);
// The script reads its arguments from process.argv as if it had been started itself.
process.argv = [process.argv[0], script, ...args];
await import(pathToFileURL(script).href);
