// https://vike.dev/config
import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  lang: 'en',
  // Only site settings, the admin flag and a form post's answer reach the browser; services stay on the server.
  passToClient: ['site', 'admin', 'formPost'],
  // No per-hook timers (two per hook call, on every render): the database has its own query and
  // pool deadlines (src/config, DB_QUERY_TIMEOUT_MS), which answer a hung read with a 503 page.
  hooksTimeout: false,
  // Public pages are whole without JavaScript: their scripts wait for the first paint (src/server/hydration-after-paint.ts).
  scriptsAfterFirstPaint: true,
  meta: {
    scriptsAfterFirstPaint: { env: { server: true } },
  },
} satisfies Config;
