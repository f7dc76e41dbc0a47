/**
 * Browser tests: a real HTTP server on 127.0.0.1 (the production page build) and Debian's
 * Chromium driven by playwright-core, with the flags this machine needs.
 */
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createTestApp, type TestApp, type TestAppOptions } from './app.js';

const require = createRequire(import.meta.url);
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export interface RunningServer extends TestApp {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The app on a port of its own. `ownSiteUrl`: the site's public URL is the address it listens on
 * (absolute links and image URLs point back at it, as a page on another origin needs).
 */
export async function startServer(options: TestAppOptions & { ownSiteUrl?: boolean } = {}): Promise<RunningServer> {
  const { ownSiteUrl, ...appOptions } = options;
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ pages: true, ...(ownSiteUrl ? { siteUrl: baseUrl } : {}), ...appOptions })
    .catch((error: unknown) => {
      server.close();
      throw error;
    });
  server.on('request', t.app);
  return {
    ...t,
    baseUrl,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A public page hydrates after its first paint, in parts (src/server/hydration-after-paint.ts,
 * pages/_components/ui/hydrate-later.tsx): page.goto waiting for the load event (its default) or
 * for network idle also waits for <html data-hydrated> on a page that holds the hydration template,
 * so a test's first click meets the page its scripts made. A test of the page before its scripts
 * passes waitUntil 'commit' or 'domcontentloaded'.
 */
function waitForHydrationOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const waitUntil = options?.waitUntil ?? 'load';
    if (waitUntil === 'load' || waitUntil === 'networkidle') {
      await page.waitForFunction(() => !document.getElementById('hydration') || document.documentElement.hasAttribute('data-hydrated'));
    }
    return response;
  };
}

export async function launchBrowser(options: { width?: number; height?: number; javaScriptEnabled?: boolean } = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'mf-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  if (options.javaScriptEnabled !== false) waitForHydrationOnGoto(page);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Collects the page's Content-Security-Policy violations (events, besides the console's errors); call before it loads. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

export interface A11yViolation {
  id: string;
  impact: string;
  nodes: string[];
}

let axeSource: string | undefined;

/**
 * axe-core's serious and critical violations on the current page. axe is evaluated through the
 * DevTools protocol: the site's Content-Security-Policy (script-src 'self') blocks the inline
 * <script> that page.addScriptTag() would add.
 */
export function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  return a11yViolations(page, ['serious', 'critical']);
}

/** axe-core's violations on the current page of the given impacts (every impact by default). */
export async function a11yViolations(page: Page, impacts = ['minor', 'moderate', 'serious', 'critical']): Promise<A11yViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Colours measured mid-transition (a button just selected) would be neither the old nor the new ones.
  // (Endless ones, such as a skeleton's shimmer, are not waited for.)
  await page.waitForFunction(() => document.getAnimations()
    .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((violation) => impacts.includes(violation.impact))
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}
