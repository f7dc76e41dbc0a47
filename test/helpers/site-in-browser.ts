/**
 * The one setup of a browser test file: a fresh database, the site as production composes it on a
 * port of its own, and a Chromium (signed in as a new admin when asked). `siteInBrowser()` registers
 * the file's before and after hooks and gives back the object they fill in.
 */
import type { Page } from 'playwright-core';
import type { TestAppOptions } from './app.js';
import { loggedInAdminBrowser } from './admin-browser.js';
import { launchBrowser, startServer, type Browser, type RunningServer } from './browser.js';
import { seedDemoPostsIfMissing } from '../../src/db/seeds/run-seeders.js';
import { databaseChangedBehindTheApp, resetDatabase } from './database.js';

export interface SiteInBrowserOptions {
  /** resetDatabase's options (`{ categories: false }`: no categories). */
  database?: Parameters<typeof resetDatabase>[0];
  /**
   * The demo posts, written after the reset: `true` dates them from now; a moment dates them from
   * it and gives the site that moment as its clock.
   */
  demoPosts?: true | Date;
  /** Rows the test needs, written after the reset and before the site starts. */
  prepare?: () => Promise<void>;
  server?: TestAppOptions;
  /** The browser window; `signedIn`: logged in through the form as a new admin. */
  browser?: Parameters<typeof launchBrowser>[0] & { signedIn?: boolean };
}

export interface SiteInBrowser {
  server: RunningServer;
  browser: Browser;
  /** The browser's page. */
  page: Page;
}

export function siteInBrowser(options: SiteInBrowserOptions = {}): SiteInBrowser {
  const site = {} as SiteInBrowser;
  before(async function () {
    this.timeout(120_000); // the first start in a worker may build the pages
    await resetDatabase(options.database);
    const { demoPosts } = options;
    if (demoPosts) {
      await seedDemoPostsIfMissing(demoPosts === true ? undefined : demoPosts);
      databaseChangedBehindTheApp(); // seeded without the services: the apps forget what they kept
    }
    await options.prepare?.();
    const clock = demoPosts instanceof Date ? { clock: () => demoPosts } : {};
    site.server = await startServer({ ...clock, ...options.server });
    const { signedIn, ...window } = options.browser ?? {};
    site.browser = signedIn ? await loggedInAdminBrowser(site.server, window) : await launchBrowser(window);
    site.page = site.browser.page;
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}
