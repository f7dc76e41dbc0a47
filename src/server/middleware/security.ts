/**
 * Security headers (helmet). The Content-Security-Policy allows only the site's own scripts,
 * styles, images and connections; it is off under Vite's dev server (inline hot-reload scripts).
 * Inline styles are allowed: the public pages' first-paint <style>, the styles an editor may keep
 * in an article (text-align, text-decoration, colours: docs/product.md §9), which a hash cannot
 * allow, and the admin's and GraphiQL's editors.
 * No page may be framed (CSP frame-ancestors 'none' and, for older browsers, X-Frame-Options
 * DENY: the same rule twice), and a Permissions-Policy switches off the powerful browser features
 * the site never uses.
 *
 * Cross-Origin-Resource-Policy is same-origin for pages and the API, but cross-origin for the
 * public images and the hashed assets (/images, /assets), so other sites can embed them (issue 11).
 */
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { VIDEO_PLAYER_ORIGINS } from '../../shared/video-embeds.js';

/** What a video player that a reader clicked to load needs (issue 20, item 7): those players only, never the site itself. */
const PLAYER_FEATURES = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'];
const PLAYERS = VIDEO_PLAYER_ORIGINS.map((origin) => `"${origin}"`).join(' ');

/** Browser features nobody on the site needs: nothing may ask for them, not even the site (the video players excepted). */
export const PERMISSIONS_POLICY = [
  'accelerometer', 'autoplay', 'camera', 'display-capture', 'encrypted-media', 'fullscreen', 'geolocation', 'gyroscope',
  'magnetometer', 'microphone', 'midi', 'payment', 'picture-in-picture', 'publickey-credentials-get', 'screen-wake-lock',
  'serial', 'usb', 'xr-spatial-tracking',
].map((feature) => (PLAYER_FEATURES.includes(feature) ? `${feature}=(${PLAYERS})` : `${feature}=()`)).join(', ');

/** Files other sites may embed: the public images, the build's hashed assets and the media library's files. */
export function isEmbeddable(path: string): boolean {
  return path.startsWith('/images/') || path.startsWith('/assets/') || path.startsWith('/media/');
}

/** `scriptHashes`: the inline scripts the pages may run besides the site's files (their 'sha256-…' sources). */
export function securityHeaders({ csp, hsts, scriptHashes = [] }: { csp: boolean; hsts: boolean; scriptHashes?: string[] }): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: csp
      ? {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...scriptHashes],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            fontSrc: ["'self'", 'data:'],
            objectSrc: ["'none'"],
            // A video the reader clicked to play (the article's click-to-load embeds); nothing else may be framed.
            frameSrc: [...VIDEO_PLAYER_ORIGINS],
            frameAncestors: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            upgradeInsecureRequests: null,
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: hsts,
    xFrameOptions: { action: 'deny' },
    // Not helmet's no-referrer: under it browsers send `Origin: null` with a page's own form posts,
    // which the origin check must refuse. Other sites still learn only the origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, (error?: unknown) => {
      if (isEmbeddable(req.path)) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      next(error);
    });
  };
}
