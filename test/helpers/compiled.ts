/**
 * The processes tests start (servers, scripts) run the compiled build in build/, as production
 * does (docs/testing.md, "Processes and files"): through tsx each would first compile its sources, about 1.5 s more CPU
 * per process (3.0 s against 1.5 s until the server listens). `npm test` brings the build up to
 * date before mocha starts; a test file run on its own builds it here when stale.
 */
import { join } from 'node:path';
import { ensureServerBuild, root } from '../../scripts/builds.mjs';

let checked = false;

/** The compiled file of a server-side source, e.g. `src/server/index.ts` -> `<root>/build/src/server/index.js`. */
export function compiled(source: string): string {
  if (!checked) {
    ensureServerBuild({ quiet: true });
    checked = true;
  }
  return join(root, 'build', source.replace(/\.ts$/, '.js'));
}
