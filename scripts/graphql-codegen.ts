/**
 * The browser's GraphQL types from src/graphql/schema.graphql and the documents in
 * pages/_graphql/operations/*.ts (each written as graphql(`...`)): GraphQL Code Generator's
 * client preset (typescript-operations + typed-document-node) run through @graphql-codegen/core,
 * so no CLI (and none of its Node 22 loaders) is needed. `npm run codegen` writes
 * pages/_graphql/generated/; test/graphql/codegen.test.ts fails when the committed files drift.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { codegen } from '@graphql-codegen/core';
import { preset } from '@graphql-codegen/client-preset';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { projectRoot } from '../src/config/project-root.js';
import { gqlPluckFromCodeStringSync } from '@graphql-tools/graphql-tag-pluck';
import { buildASTSchema, parse } from 'graphql';

export const GENERATED_DIR = 'pages/_graphql/generated/';
const OPERATIONS_DIR = 'pages/_graphql/operations';

/** Every generated file (project-relative path → content) for the schema and operations under `root`. */
export async function generateClientTypes(root: string): Promise<Map<string, string>> {
  const schema = parse(readFileSync(join(root, 'src', 'graphql', 'schema.graphql'), 'utf8'));
  const documents: Types.DocumentFile[] = readdirSync(join(root, OPERATIONS_DIR)).filter((name) => name.endsWith('.ts')).sort().flatMap((name) => {
    const location = `${OPERATIONS_DIR}/${name}`;
    const sources = gqlPluckFromCodeStringSync(location, readFileSync(join(root, location), 'utf8'), { globalGqlIdentifierName: 'graphql', skipIndent: true });
    return sources.map((source) => ({ location, document: parse(source.body), rawSDL: source.body }));
  });
  const sections = await preset.buildGeneratesSection({
    baseOutputDir: GENERATED_DIR,
    schema,
    schemaAst: buildASTSchema(schema),
    documents,
    plugins: [],
    pluginMap: {},
    presetConfig: { fragmentMasking: false },
    config: {
      // Enums as unions of their value names ('draft' | 'published'), dates as ISO strings.
      enumType: 'string-literal',
      scalars: { DateTime: 'string' },
      useTypeImports: true,
      importExtension: '.js',
    },
  });
  const files = new Map<string, string>();
  for (const section of sections) files.set(relative('.', section.filename), await codegen({ ...section, cache: undefined } as Types.GenerateOptions));
  return files;
}

/** `npm run codegen`: writes the files. A function, not top-level await, so tests can require this module. */
async function writeClientTypes(root: string): Promise<void> {
  mkdirSync(join(root, GENERATED_DIR), { recursive: true });
  for (const [file, content] of await generateClientTypes(root)) {
    writeFileSync(join(root, file), content);
    console.log(`Wrote ${file}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void writeClientTypes(projectRoot());
