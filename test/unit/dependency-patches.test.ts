/**
 * Fixes the site carries for its dependencies (patches/, applied by patch-package on every npm
 * install, production installs included): each is in the installed files, and the patched code
 * still does its job.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'chai';
import { projectRoot } from '../../src/config/project-root.js';

const root = projectRoot();

/** The files a patch changes, each with the lines it adds. */
function addedLines(patch: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of patch.split('\n')) {
    if (line.startsWith('+++ b/')) files.set(line.slice('+++ b/'.length), (current = []));
    else if (line.startsWith('+') && current && line.slice(1).trim()) current.push(line.slice(1));
  }
  return files;
}

describe('unit: dependency patches', () => {
  const patches = readdirSync(join(root, 'patches')).filter((name) => name.endsWith('.patch'));

  it('every patch is applied to the installed package', () => {
    expect(patches).to.include('vike+0.4.266.patch');
    for (const name of patches) {
      for (const [file, lines] of addedLines(readFileSync(join(root, 'patches', name), 'utf8'))) {
        const installed = readFileSync(join(root, file), 'utf8').split('\n');
        for (const line of lines) expect(installed, `${name}: ${file} lacks "${line.trim()}"`).to.include(line);
      }
    }
  });

  it("vike: the infinite-loop guard still stops the 100th call within 5 s, and forgets a key after 5 s", async () => {
    const { catchInfiniteLoop } = await import(pathToFileURL(join(root, 'node_modules/vike/dist/utils/catchInfiniteLoop.js')).href) as { catchInfiniteLoop: (key: string) => void };
    const RealDate = globalThis.Date;
    let now = RealDate.now();
    // The guard reads the time as `new Date().getTime()`.
    globalThis.Date = class extends RealDate {
      constructor() {
        super(now);
      }
    } as DateConstructor;
    const quiet = { warn: console.warn, log: console.log };
    console.warn = console.log = () => undefined; // its warning at 50 calls
    try {
      for (let i = 0; i < 2000; i++) catchInfiniteLoop(`request ${i}`); // one call per request: never a loop
      const key = `dependency-patches ${process.pid}`;
      for (let i = 0; i < 99; i++) catchInfiniteLoop(key);
      expect(() => catchInfiniteLoop(key)).to.throw(/called 100 times within 5 seconds/);
      now += 5_001;
      for (let i = 0; i < 99; i++) catchInfiniteLoop(key);
      for (let i = 0; i < 10; i++) catchInfiniteLoop(`later request ${i}`);
      expect(() => catchInfiniteLoop(key)).to.throw(/called 100 times/);
    } finally {
      globalThis.Date = RealDate;
      Object.assign(console, quiet);
    }
  });
});
