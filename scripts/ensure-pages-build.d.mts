/** Builds the pages when the build is missing or stale; true when it built. */
export function ensurePagesBuild(options?: { quiet?: boolean; force?: boolean }): boolean;
