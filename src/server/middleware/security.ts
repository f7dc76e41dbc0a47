/**
 * Security headers (helmet). The Content-Security-Policy allows only the site's own scripts,
 * styles, images and connections; it is off under Vite's dev server (inline hot-reload scripts).
 */
import helmet from 'helmet';
import type { RequestHandler } from 'express';

export function securityHeaders({ csp, hsts }: { csp: boolean; hsts: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: csp
      ? {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            // CKEditor and React set inline styles.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            fontSrc: ["'self'", 'data:'],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            upgradeInsecureRequests: null,
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: hsts,
  });
}
