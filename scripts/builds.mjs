// The two builds (the server, compiled by TypeScript into build/, and the pages, bundled by Vite
// into dist/) and the one rule for "is this build current?": each build folder holds a stamp with
// a hash of the contents of the sources it was built from. Contents, not file times, so a build
// copied to a server together with its sources (cp, rsync, git checkout, docker COPY) stays current.
// Used by `npm start`, `npm test`, `npm run build` and the test helpers.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** What `npm start` runs: the compiled server. */
export const serverEntry = join(root, 'build', 'src', 'server', 'index.js');

const SERVER = {
  name: 'server',
  outDir: () => join(root, 'build'),
  entry: () => serverEntry,
  cleanFirst: true,
  sources: ['src', 'models', 'scripts', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'],
  tool: { path: join(root, 'node_modules', 'typescript', 'bin', 'tsc'), args: ['-p', 'tsconfig.build.json'], packages: ['typescript'] },
};

const PAGES = {
  name: 'pages',
  // BUILD_DIR picks the folder (default dist/), as the server's page layer does.
  outDir: () => join(root, process.env.BUILD_DIR || 'dist'),
  entry: () => join(PAGES.outDir(), 'server', 'entry.mjs'),
  sources: ['pages', 'src/shared', 'src/services', 'public', 'vite.config.ts', 'scripts/precompress.mjs', 'package-lock.json'],
  // vite itself comes with vike (a runtime dependency); its plugins and sass are dev dependencies.
  tool: { path: join(root, 'node_modules', 'vite', 'bin', 'vite.js'), args: ['build'], packages: ['vite', '@vitejs/plugin-react', 'sass'] },
};

/** Thrown when a build is needed and its tool is not installed (an install without dev dependencies). */
export class MissingBuildToolError extends Error {}

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((name) => listFiles(join(path, name)));
}

/** A hash of the sources' paths and contents. */
export function sourcesHash(sources) {
  const hash = createHash('sha256');
  for (const file of sources.flatMap((source) => listFiles(join(root, source)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function stampFile(build) {
  return join(build.outDir(), '.build-stamp');
}

/** 'current', 'stale' (built from other sources) or 'missing' (no build, or one that did not finish). */
export function buildState(build) {
  const stamp = stampFile(build);
  if (!existsSync(stamp) || !existsSync(build.entry())) return 'missing';
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(stamp, 'utf8')).sources;
  } catch {
    return 'stale';
  }
  return recorded === sourcesHash(build.sources) ? 'current' : 'stale';
}

/**
 * Builds when the build is missing or stale (or always, with force). Answers true when it built.
 * Without the build tool: a missing build is an error that says what to do; a stale one is used
 * as it is, with a warning (a production install cannot rebuild, and its build is what was deployed).
 */
/**
 * Runs `work` holding the build's lock (a file under node_modules/.cache), so that processes
 * finding the same build stale at once (parallel test workers) build it one after the other
 * instead of writing into the same folder together. A lock whose process is gone is taken over.
 */
function withBuildLock(build, work) {
  const lock = join(root, 'node_modules', '.cache', `mental-fitness-${build.name}-build.lock`);
  mkdirSync(dirname(lock), { recursive: true });
  const giveUpAt = Date.now() + 15 * 60_000;
  while (!takeLock(lock)) {
    const holder = lockHolder(lock);
    if (holder === undefined) continue; // released meanwhile: take it at once
    if (!isRunning(holder)) rmSync(lock, { force: true });
    else if (Date.now() > giveUpAt) throw new Error(`Gave up waiting for the ${build.name} build of another process (${lock})`);
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
  try {
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * Creates the lock with this process's id already in it, or answers false when it exists. A hard
 * link of a written file appears whole: a lock created empty and written after (open with 'wx')
 * was read empty by a waiting process now and then, taken for a dead holder's and removed, and
 * both processes built (CI, 27 November).
 */
function takeLock(lock) {
  const claim = `${lock}.${process.pid}`;
  writeFileSync(claim, String(process.pid));
  try {
    linkSync(claim, lock);
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(claim, { force: true });
  }
}

/** The process id in the lock; undefined when the lock was released meanwhile. */
function lockHolder(lock) {
  try {
    return Number(readFileSync(lock, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

function isRunning(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Builds `build` (a description like SERVER and PAGES) when missing or stale; exported for its tests. */
export function ensureBuild(build, options = {}) {
  if (!options.force && buildState(build) === 'current') return false;
  // Another process may have built it while this one waited for the lock: look again inside it.
  return withBuildLock(build, () => buildNow(build, options));
}

function buildNow(build, { quiet = false, force = false } = {}) {
  const state = force ? 'forced' : buildState(build);
  if (state === 'current') return false;
  const absent = build.tool.packages.filter((name) => !existsSync(join(root, 'node_modules', name, 'package.json')));
  if (absent.length) {
    const advice = `This install has no ${absent.join(', ')} (it was installed without dev dependencies). ` +
      'Run "npm run build" where dev dependencies are installed and deploy build/ and dist/ with the project, ' +
      'or install everything ("npm ci") so that "npm start" builds.';
    const where = `${relative(root, build.outDir())}/`;
    if (state === 'stale') {
      console.warn(`Warning: the ${build.name} build in ${where} was made from other sources than these; using it as it is. ${advice}`);
      return false;
    }
    throw new MissingBuildToolError(state === 'missing' ? `There is no ${build.name} build in ${where}. ${advice}` : `Cannot build the ${build.name}. ${advice}`);
  }
  if (!quiet) console.log(`Building the ${build.name} into ${relative(root, build.outDir())}/ ...`);
  const hash = sourcesHash(build.sources);
  // The stamp is written only after a build without errors: a failed or interrupted build is redone
  // next time. A forced server build starts from an empty build/ (Vite empties dist/ itself).
  rmSync(force && build.cleanFirst ? build.outDir() : stampFile(build), { recursive: true, force: true });
  const result = spawnSync(process.execPath, [build.tool.path, ...build.tool.args], {
    cwd: root, stdio: quiet ? 'pipe' : 'inherit',
    // Always a production bundle, also when called from a test process (NODE_ENV=test).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(String(result.stderr ?? '') + String(result.stdout ?? ''));
    throw new Error(`The ${build.name} build failed (see the errors above).`);
  }
  writeFileSync(stampFile(build), JSON.stringify({ sources: hash, builtAt: new Date().toISOString() }) + '\n');
  return true;
}

/** Compiles the server into build/ when missing or stale; true when it built. */
export function ensureServerBuild(options) {
  return ensureBuild(SERVER, options);
}

/** Bundles the pages into dist/ (or BUILD_DIR) when missing or stale; true when it built. */
export function ensurePagesBuild(options) {
  return ensureBuild(PAGES, options);
}

// `node scripts/builds.mjs [server] [pages] [--force]`: builds those (default both) when missing or
// stale, or always with --force (npm run build).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const names = args.filter((arg) => arg !== '--force');
  try {
    if (!names.length || names.includes('server')) ensureServerBuild({ force });
    if (!names.length || names.includes('pages')) ensurePagesBuild({ force });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
