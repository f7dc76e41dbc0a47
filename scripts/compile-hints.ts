/**
 * Chrome's explicit compile hint (`//# allFunctionsCalledOnLoad`, V8 13.6+) on the scripts a public
 * page runs as it starts: the client entry, each public page's entry, and every chunk they import
 * statically. V8 then compiles all their functions while it streams the file, off the main thread,
 * instead of on each function's first call inside the start's tasks (traced at 4x, that lazy
 * compiling was a third to a half of the hydration's task). The admin's and the API explorer's
 * code, and whatever loads lazily (dialogs, the editor), keep compiling lazily: much of it never
 * runs on a visit. Other browsers read a comment.
 *
 * The hint is counted in the chunk's hash (augmentChunkHash): a file name keeps meaning the same
 * bytes. It is written into the files (writeBundle) rather than the bundle, so that it is their
 * first line: Vite puts its list of preloads at the top of a chunk after the other plugins ran.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export interface ChunkInfo { fileName: string; name: string; isEntry: boolean; imports: string[] }

/** Entries whose code is not a public page's: the admin area and the GraphQL explorer. */
const NOT_PUBLIC_ENTRY = /^entries\/pages\/(admin|graphql-explorer)(\/|$)/;

/** The chunks a public page runs as it starts: the public entries and all they import statically. */
export function startChunks(chunks: ChunkInfo[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (fileName: string) => {
    if (found.has(fileName)) return;
    found.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry && !NOT_PUBLIC_ENTRY.test(chunk.name)) visit(chunk.fileName);
  return found;
}

export function compileHints(): Plugin {
  // The chunks as rendered, by the names they have before their hashes.
  const rendered = new Map<string, ChunkInfo>();
  let hinted: Set<string> | undefined;
  const isHinted = (fileName: string) => (hinted ??= startChunks([...rendered.values()])).has(fileName);
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    renderStart() {
      rendered.clear();
      hinted = undefined;
    },
    renderChunk(_code, chunk) {
      rendered.set(chunk.fileName, { fileName: chunk.fileName, name: chunk.name, isEntry: chunk.isEntry, imports: chunk.imports });
      return null;
    },
    augmentChunkHash: (chunk) => (isHinted(chunk.fileName) ? COMPILE_HINT : undefined),
    writeBundle(options, bundle) {
      // The same walk over the written chunks, by their final names.
      const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
      for (const fileName of startChunks(chunks)) {
        const path = join(options.dir!, fileName);
        writeFileSync(path, `${COMPILE_HINT}\n${readFileSync(path, 'utf8')}`);
      }
    },
  };
}
