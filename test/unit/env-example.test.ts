/**
 * .env.example names every variable the configuration reads (src/config/*.ts, the only reader of
 * process.env), and nothing it does not read: an operator's template that is complete and true.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { projectRoot } from '../../src/config/project-root.js';

function variablesReadByConfig(): string[] {
  const dir = join(projectRoot(), 'src', 'config');
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    // read*(env, 'NAME', …) and env.NAME
    for (const match of text.matchAll(/\benv,\s*'([A-Z][A-Z0-9_]+)'|\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1] ?? match[2]!);
  }
  return [...names].sort();
}

function variablesInExample(): string[] {
  const text = readFileSync(join(projectRoot(), '.env.example'), 'utf8');
  return [...new Set([...text.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!))].sort();
}

describe('.env.example', () => {
  it('lists every variable the configuration reads, and only those', () => {
    const read = variablesReadByConfig();
    expect(read.length, 'the scan finds the configuration\'s variables').to.be.greaterThan(50);
    expect(read).to.include.members(['DATABASE_URL', 'NODE_ENV', 'PUBLIC_URL', 'RENDER_QUEUE']);
    expect(variablesInExample()).to.deep.equal(read);
  });
});
