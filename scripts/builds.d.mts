/** The project folder. */
export const root: string;
/** The compiled server that `npm start` runs. */
export const serverEntry: string;
export class MissingBuildToolError extends Error {}
export function sourcesHash(sources: string[]): string;
/** Compiles the server into build/ when missing or stale; true when it built. */
export function ensureServerBuild(options?: { quiet?: boolean; force?: boolean }): boolean;
/** Bundles the pages into dist/ (or BUILD_DIR) when missing or stale; true when it built. */
export function ensurePagesBuild(options?: { quiet?: boolean; force?: boolean }): boolean;
/** A build: its folder, its sources (relative to the project) and the tool that makes it. */
export interface BuildDescription {
  name: string;
  outDir: () => string;
  /** A file the finished build has. */
  entry: () => string;
  cleanFirst?: boolean;
  sources: string[];
  tool: { path: string; args: string[]; packages: string[] };
}
/** Builds it when missing or stale (one process at a time); true when it built. */
export function ensureBuild(build: BuildDescription, options?: { quiet?: boolean; force?: boolean }): boolean;
