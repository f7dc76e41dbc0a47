/**
 * The page build writes the inline first-paint stylesheet's sha256 (CSP source form,
 * `sha256-…`) to this file in the build folder (vite.config.ts, splitStylesheets); the server
 * allows that one inline style by it (src/server/middleware/security.ts).
 */
export const CRITICAL_STYLE_FILE = 'critical-style.json';

export interface CriticalStyle {
  hash: string;
  bytes: number;
}
