// https://vike.dev/config
import type { Config } from 'vike/types';

/** GraphiQL runs in the browser only: nothing to render on the server. */
export default {
  ssr: false,
} satisfies Config;
