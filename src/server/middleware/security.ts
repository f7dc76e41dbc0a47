/**
 * Security headers (helmet). The Content-Security-Policy allows only the site's own scripts,
 * styles, images and connections; it is off under Vite's dev server (inline hot-reload scripts).
 * Inline styles: the public pages' one <style> (the first-paint CSS) by the sha256 the page build
 * wrote (vite.config.ts, splitStylesheets); the admin and the GraphQL explorer keep
 * 'unsafe-inline' (CKEditor and GraphiQL's editor add <style> elements and style attributes).
 * No page may be framed (CSP frame-ancestors 'none' and, for older browsers, X-Frame-Options
 * DENY: the same rule twice), and a Permissions-Policy switches off the powerful browser features
 * the site never uses.
 *
 * Cross-Origin-Resource-Policy is same-origin for pages and the API, but cross-origin for the
 * public images and the hashed assets (/images, /assets), so other sites can embed them (issue 11).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { CRITICAL_STYLE_FILE, type CriticalStyle } from '../../shared/critical-style.js';
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

/** The inline first-paint stylesheet's CSP source (`'sha256-…'`) from a page build; none without one. */
export function criticalStyleSources(buildDir: string): string[] {
  try {
    const { hash } = JSON.parse(readFileSync(join(buildDir, CRITICAL_STYLE_FILE), 'utf8')) as CriticalStyle;
    return [`'${hash}'`];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Staff screens and the GraphQL explorer: their editors set inline styles of their own. */
function allowsAnyInlineStyle(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/') || path === '/graphql' || path.startsWith('/graphql/');
}

export function securityHeaders({ csp, hsts, inlineStyles = [] }: { csp: boolean; hsts: boolean; inlineStyles?: string[] }): RequestHandler {
  const helmetFor = (styleSrc: string[]) => helmet({
    contentSecurityPolicy: csp
      ? {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc,
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
  // A hash beside 'unsafe-inline' would switch 'unsafe-inline' off: the two policies stay apart.
  const publicHeaders = helmetFor(["'self'", ...inlineStyles]);
  const toolHeaders = helmetFor(["'self'", "'unsafe-inline'"]);
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    const headers = allowsAnyInlineStyle(req.path) ? toolHeaders : publicHeaders;
    headers(req, res, (error?: unknown) => {
      if (isEmbeddable(req.path)) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      next(error);
    });
  };
}
