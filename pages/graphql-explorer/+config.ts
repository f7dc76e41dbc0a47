// https://vike.dev/config
import type { Config } from 'vike/types';

/** GraphiQL runs in the browser only: nothing to render on the server. */
export default {
  ssr: false,
  // Nothing shows until the scripts run: they load at once.
  scriptsAfterFirstPaint: false,
} satisfies Config;
