/**
 * The one setup of a browser test file: a fresh database, the site as production composes it on a
 * port of its own, and a Chromium (signed in as a new admin when asked). `siteInBrowser()` registers
 * the file's before and after hooks and gives back the object they fill in.
 *
 * In order, its before hook: resets the database, starts the `beside` services, writes the demo
 * posts and what `prepare` writes, starts the site, creates the `admins`, calls `started` with the
 * running site, and opens the browser. Its after hook closes every browser still open, the site,
 * then the `beside` services (last started, first stopped).
 *
 * The file's browser (`site.browser`, `site.page`) is opened once; `browser: { perTest: true }`
 * opens a fresh one before each test and closes it after; `browser: false` opens none. Tests that
 * need more take them from `site.newBrowser(options)` (one now: a second staff member's with
 * `signedInAs` an account of `admins`, or a window of another size) or `site.browserInBlock(options)`
 * (one for the describe block it is called in, e.g. a size per block). Every browser the fixture
 * opened is closed at the end of the file at the latest.
 *
 * `test/e2e/dev-server.test.ts` alone does without it: it drives `npm run dev` in a process of its
 * own, not the site composed here.
 */
import type { Page } from 'playwright-core';
import { closeToasts, loggedInAdminBrowser, loginThroughForm } from './admin-browser.js';
import { launchBrowser, startServer, type Browser, type RunningServer } from './browser.js';
import { seedDemoPostsIfMissing } from '../../src/db/seeds/run-seeders.js';
import { databaseChangedBehindTheApp, resetDatabase } from './database.js';
import { createAdmin } from './fixtures.js';

/** A browser window's size and whether it runs JavaScript (launchBrowser's options). */
export type BrowserWindow = Parameters<typeof launchBrowser>[0];

/** A username and password. */
export interface Credentials {
  username: string;
  password: string;
}

/** A service the tests need beside the site (a fake provider, a webhook receiver, an outbox worker). */
export interface BesideService {
  start(): Promise<unknown>;
  stop(): Promise<unknown>;
}

/** A browser window, and who is logged in there. */
export type NewBrowserOptions = BrowserWindow & { signedIn?: boolean; signedInAs?: Credentials };

export interface SiteInBrowserOptions {
  /** resetDatabase's options (`{ categories: false }`: no categories). */
  database?: Parameters<typeof resetDatabase>[0];
  /** Started after the reset and before anything else, stopped after the site (last first). */
  beside?: BesideService[];
  /**
   * The demo posts, written after the reset: `true` dates them from now; a moment dates them from
   * it and gives the site that moment as its clock.
   */
  demoPosts?: true | Date;
  /** Rows the test needs, written after the reset and before the site starts. */
  prepare?: () => Promise<void>;
  /** startServer's options (`ownSiteUrl`: the site's public URL is the address it listens on). */
  server?: Parameters<typeof startServer>[0];
  /** Staff accounts created (or reset) through the site's services once it runs, not signed in. */
  admins?: Credentials[];
  /** What the tests need from the running site (its services, its listener), before the browser opens. */
  started?: (server: RunningServer) => Promise<void>;
  /**
   * The browser window; `signedIn`: logged in through the form as a new admin; `perTest`: a fresh
   * browser for each test; `false`: no browser of the file's own.
   */
  browser?: false | (BrowserWindow & { signedIn?: boolean; perTest?: boolean });
}

export interface SiteInBrowser {
  server: RunningServer;
  /** The file's browser (the current test's with `perTest`). */
  browser: Browser;
  /** The browser's page. */
  page: Page;
  /**
   * Another Chromium now; `signedIn`: logged in through the form as a new admin, `signedInAs`: as
   * that existing account. The test may close it; the fixture closes it at the end of the file otherwise.
   */
  newBrowser(options?: NewBrowserOptions): Promise<Browser>;
  /**
   * A Chromium for the describe block this is called in: opened in its before hook, closed in its
   * after hook. Call it while the block is declared; its page is there once the block's tests run.
   */
  browserInBlock(options?: NewBrowserOptions): Browser;
}

export function siteInBrowser(options: SiteInBrowserOptions = {}): SiteInBrowser {
  const open = new Set<Browser>();
  const started: BesideService[] = [];
  const browserOptions = options.browser === false ? undefined : options.browser ?? {};
  const { signedIn = false, perTest = false, ...window } = browserOptions ?? {};

  /** A browser the fixture closes at the end if nobody did (closing twice is harmless). */
  const track = (browser: Browser): Browser => {
    open.add(browser);
    const close = browser.close;
    let closed: Promise<void> | undefined;
    browser.close = () => {
      open.delete(browser);
      closed ??= close();
      return closed;
    };
    return browser;
  };
  const openFilesBrowser = async () => {
    site.browser = track(signedIn ? await loggedInAdminBrowser(site.server, window) : await launchBrowser(window));
    site.page = site.browser.page;
  };

  const site: SiteInBrowser = {
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as Browser,
    page: undefined as unknown as Page,
    async newBrowser({ signedIn: newAdmin, signedInAs, ...size } = {}) {
      if (newAdmin) return track(await loggedInAdminBrowser(site.server, size));
      const browser = track(await launchBrowser(size));
      if (signedInAs) {
        await loginThroughForm(browser.page, site.server.baseUrl, signedInAs);
        await closeToasts(browser.page);
      }
      return browser;
    },
    browserInBlock(blockOptions = {}) {
      let current: Browser | undefined;
      before(async () => {
        current = await site.newBrowser(blockOptions);
      });
      after(async () => {
        await current?.close();
      });
      const opened = (): Browser => {
        if (!current) throw new Error('browserInBlock: the block has not started');
        return current;
      };
      return {
        get context() { return opened().context; },
        get page() { return opened().page; },
        get errors() { return opened().errors; },
        close: () => opened().close(),
      };
    },
  };

  before(async function () {
    this.timeout(180_000); // the first start in a worker may build the pages
    await resetDatabase(options.database);
    for (const service of options.beside ?? []) {
      await service.start();
      started.push(service);
    }
    const { demoPosts } = options;
    if (demoPosts) {
      await seedDemoPostsIfMissing(demoPosts === true ? undefined : demoPosts);
      databaseChangedBehindTheApp(); // seeded without the services: the apps forget what they kept
    }
    await options.prepare?.();
    const clock = demoPosts instanceof Date ? { clock: () => demoPosts } : {};
    site.server = await startServer({ ...clock, ...options.server });
    for (const admin of options.admins ?? []) await createAdmin(site.server.services, admin);
    await options.started?.(site.server);
    if (browserOptions && !perTest) await openFilesBrowser();
  });
  if (browserOptions && perTest) {
    beforeEach(openFilesBrowser);
    afterEach(async () => {
      await site.browser?.close();
    });
  }
  after(async () => {
    for (const browser of [...open]) await browser.close();
    await site.server?.close();
    for (const service of started.splice(0).reverse()) await service.stop();
  });
  return site;
}
