/**
 * scripts/builds.mjs: processes that find the same build stale at the same moment (parallel test
 * workers after an edit) build it once, one after the other, instead of writing into the same
 * folder together (which left a half-written page build stamped as current).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'chai';
import { root } from '../../scripts/builds.mjs';

describe('builds: one process builds at a time', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mf-build-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('two processes finding a build missing at once run its tool once; both go on with the build', async () => {
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'input.txt'), 'source');
    // The "tool": notes that it ran, takes a moment, writes the output.
    writeFileSync(join(dir, 'tool.mjs'), `import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
appendFileSync(${JSON.stringify(join(dir, 'runs.log'))}, process.pid + '\\n');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
mkdirSync(${JSON.stringify(join(dir, 'out'))}, { recursive: true });
writeFileSync(${JSON.stringify(join(dir, 'out', 'built.txt'))}, 'built');
`);
    const description = {
      name: `lock-test-${process.pid}`,
      outDir: `() => ${JSON.stringify(join(dir, 'out'))}`,
      entry: `() => ${JSON.stringify(join(dir, 'out', 'built.txt'))}`,
      sources: [relative(root, join(dir, 'src'))],
      tool: { path: join(dir, 'tool.mjs'), args: [], packages: [] },
    };
    writeFileSync(join(dir, 'ensure.mjs'), `import { ensureBuild } from ${JSON.stringify(pathToFileURL(join(root, 'scripts', 'builds.mjs')).href)};
const built = ensureBuild({ ...${JSON.stringify(description)}, outDir: ${description.outDir}, entry: ${description.entry} }, { quiet: true });
console.log(built ? 'built' : 'current');
`);
    const run = () => new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [join(dir, 'ensure.mjs')], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => resolve({ code, output: output.trim() }));
    });
    const results = await Promise.all([run(), run()]);
    expect(results.map((result) => result.code), JSON.stringify(results)).to.deep.equal([0, 0]);
    expect(results.map((result) => result.output).sort()).to.deep.equal(['built', 'current']);
    expect(readFileSync(join(dir, 'runs.log'), 'utf8').trim().split('\n')).to.have.length(1);
    expect(readFileSync(join(dir, 'out', 'built.txt'), 'utf8')).to.equal('built');
  });
});
