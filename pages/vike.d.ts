// The server hands these to every page through renderPage() (src/server/pages.ts).
import type { SiteSettings } from '../src/config/config.js';
import type { Services } from '../src/services/index.js';

declare global {
  namespace Vike {
    interface PageContext {
      /** Server only: the services, for +data hooks. Never passed to the client. */
      services: Services;
      site: SiteSettings;
      /** The logged-in admin, or null. */
      admin: { username: string } | null;
    }
    interface Config {
      /**
       * Whether the page asks for its scripts only after its first paint
       * (src/server/hydration-after-paint.ts): a server-rendered page that works without them.
       * False for the client-rendered pages (the admin, the GraphQL explorer): nothing shows until they run.
       */
      scriptsAfterFirstPaint?: boolean;
    }
  }
}

export {};
