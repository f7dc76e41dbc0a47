// https://vike.dev/config
import type { Config } from 'vike/types';

/** The admin area is a client-rendered island: no server rendering of the forms or the editor. */
export default {
  ssr: false,
  // Nothing shows until the scripts run: they load at once.
  scriptsAfterFirstPaint: false,
} satisfies Config;
