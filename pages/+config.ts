// https://vike.dev/config
import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  lang: 'en',
  // Only site settings, the admin flag and a form post's answer reach the browser; services stay on the server.
  passToClient: ['site', 'admin', 'formPost'],
} satisfies Config;
