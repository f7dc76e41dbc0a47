/**
 * Imports point down (docs/ARCHITECTURE.md, "Layers"): pages never import models or server code,
 * services never import HTTP or GraphQL, models import only Sequelize, shared code imports nothing
 * above it, and there are no import circles. Read from the source files themselves, so a new file
 * is held to the rules the day it appears.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect } from 'chai';
import { projectRoot } from '../../src/config/project-root.js';

const root = projectRoot();
const SOURCE_FOLDERS = ['src', 'models', 'pages'];

interface Import {
  /** Project-relative path of the imported file, or the package name. */
  target: string;
  local: boolean;
  typeOnly: boolean;
}

function sourceFiles(folder: string): string[] {
  const dir = join(root, folder);
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(relative(root, path));
    return /\.(ts|tsx|mts|cjs)$/.test(name) && !name.endsWith('.d.ts') ? [relative(root, path)] : [];
  });
}

function resolveLocal(from: string, specifier: string): string {
  const base = resolve(root, dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base.replace(/\.mjs$/, '.mts'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  const found = candidates.find((candidate) => { try { return statSync(candidate).isFile(); } catch { return false; } });
  return relative(root, found ?? base);
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/gm;

function importsOf(file: string): Import[] {
  // Comments may show usage examples: they import nothing.
  const text = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const imports: Import[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[3] ?? match[4] ?? match[5]!;
    const local = specifier.startsWith('.');
    imports.push({ target: local ? resolveLocal(file, specifier) : specifier, local, typeOnly: Boolean(match[2]) });
  }
  return imports;
}

const files = SOURCE_FOLDERS.flatMap(sourceFiles);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

function violations(fromPrefix: string | RegExp, rule: (entry: Import) => boolean): string[] {
  const matches = (file: string) => (typeof fromPrefix === 'string' ? file.startsWith(fromPrefix) : fromPrefix.test(file));
  return [...graph].filter(([file]) => matches(file))
    .flatMap(([file, imports]) => imports.filter(rule).map((entry) => `${file} -> ${entry.target}`));
}

describe('architecture: imports point down', () => {
  it('reads the source tree (the rules below have something to hold)', () => {
    expect(files.length).to.be.greaterThan(150);
    expect(graph.get('src/services/post.service.ts')!.some((entry) => entry.target.startsWith('models/'))).to.equal(true);
  });

  it('models import only Sequelize and each other', () => {
    expect(violations('models/', (entry) => entry.local
      ? !entry.target.startsWith('models/')
      : !/^(sequelize|sequelize-typescript)$/.test(entry.target))).to.deep.equal([]);
  });

  it('services never import HTTP, GraphQL or server code', () => {
    expect(violations('src/services/', (entry) => entry.local
      ? /^(src\/server|src\/graphql|pages|src\/outbox|src\/integrations)\//.test(entry.target)
      : /^(express|express-session|@apollo\/|@as-integrations\/|type-graphql|graphql$|vike)/.test(entry.target))).to.deep.equal([]);
  });

  it('pages never import models, the database, server code or GraphQL server code; services only as types', () => {
    expect(violations('pages/', (entry) => entry.local && (
      /^(models|src\/db|src\/server|src\/graphql|src\/outbox|src\/integrations|src\/config\/(?!config\.ts))/.test(entry.target)
      || (/^src\/(services|config)\//.test(entry.target) && !entry.typeOnly)
    ))).to.deep.equal([]);
  });

  it('GraphQL resolvers and types never import server code; the browser client imports no server code at all', () => {
    expect(violations('src/graphql/', (entry) => entry.local && /^(src\/server|pages)\//.test(entry.target))).to.deep.equal([]);
    expect(violations('pages/_graphql/', (entry) => entry.local
      && !/^(pages\/_graphql|src\/shared)\//.test(entry.target) && !(entry.typeOnly && entry.target.startsWith('src/graphql/')))).to.deep.equal([]);
  });

  it('shared code (browser and server) imports only shared code', () => {
    expect(violations('src/shared/', (entry) => entry.local && !entry.target.startsWith('src/shared/'))).to.deep.equal([]);
  });

  it('config, the form models and the database layer import nothing above them', () => {
    expect(violations('src/config/', (entry) => entry.local && !/^src\/(config|shared)\//.test(entry.target))).to.deep.equal([]);
    expect(violations('src/forms/', (entry) => entry.local && !/^(src\/(forms|shared)|models)\//.test(entry.target))).to.deep.equal([]);
    expect(violations('src/db/', (entry) => entry.local && !/^(src\/(db|config|shared|forms)|models)\//.test(entry.target))).to.deep.equal([]);
  });

  it('the public read path is one module: other code reaches src/services/public-reads only through its index', () => {
    expect(violations(/^(src|pages)\/(?!services\/public-reads\/)/, (entry) => entry.local
      && entry.target.startsWith('src/services/public-reads/') && entry.target !== 'src/services/public-reads/index.ts')).to.deep.equal([]);
  });

  it('has no circles between folders (src/<layer>, models, pages), as farm-studio draws them', () => {
    const room = (file: string) => file.split('/').slice(0, file.startsWith('src/') ? 2 : 1).join('/');
    const arrows = new Map<string, Set<string>>();
    for (const [file, imports] of graph) {
      for (const entry of imports) {
        if (!entry.local || entry.typeOnly || !graph.has(entry.target) || room(entry.target) === room(file)) continue;
        if (!arrows.has(room(file))) arrows.set(room(file), new Set());
        arrows.get(room(file))!.add(room(entry.target));
      }
    }
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      [...(arrows.get(from) ?? [])].some((next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))));
    const circles = [...arrows].flatMap(([from, targets]) => [...targets].filter((to) => reaches(to, from)).map((to) => `${from} -> ${to} -> ... -> ${from}`));
    expect(arrows.get('src/server')?.has('src/graphql'), 'the drawing has arrows to check').to.equal(true);
    expect(circles).to.deep.equal([]);
  });

  it('has no import circles (type-only imports aside)', () => {
    const state = new Map<string, 'visiting' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'visiting');
      for (const entry of graph.get(file) ?? []) {
        if (entry.local && !entry.typeOnly && graph.has(entry.target)) visit(entry.target, [...path, file]);
      }
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).to.deep.equal([]);
  });
});

describe('the test scripts', () => {
  it('run every test folder (npm test: all of them; test:server, CI\'s MariaDB pass: all but the browser and nginx deploy tests; test:fast: the in-process ones)', async () => {
    const { default: pkg } = await import('../../package.json', { with: { type: 'json' } });
    const folders = readdirSync(join(root, 'test')).filter((name) => name !== 'helpers' && statSync(join(root, 'test', name)).isDirectory());
    const named = (script: string) => folders.filter((folder) => script.includes(`test/${folder}/`) || new RegExp(`test/\\{[^}]*\\b${folder}\\b`).test(script));
    expect(named(pkg.scripts.test)).to.deep.equal(folders);
    // The deploy test always runs on SQLite with nginx in front: CI's MariaDB pass would only repeat it.
    expect(named(pkg.scripts['test:server'])).to.deep.equal(folders.filter((folder) => folder !== 'e2e' && folder !== 'deploy'));
    // The developer's loop leaves out what starts processes of its own (production starts, scripts).
    expect(named(pkg.scripts['test:fast'])).to.deep.equal(folders.filter((folder) => !['e2e', 'deploy', 'processes'].includes(folder)));
  });
});
