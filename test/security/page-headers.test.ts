/**
 * Issue 9 row 10: no Permissions-Policy, and X-Frame-Options SAMEORIGIN contradicted CSP
 * frame-ancestors 'none'. Every answer (pages, API, GraphQL, health) says the same: never framed.
 * Inline styles stay allowed on every page; the only inline script is the public pages' hydration
 * loader, allowed by its hash (issue 26).
 */
import { expect } from 'chai';
import request from 'supertest';
import { HYDRATION_LOADER_HASH } from '../../src/server/hydration-after-paint.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';

describe('security headers', () => {
  let t: TestApp;
  before(async function () {
    this.timeout(180_000); // may rebuild the pages first
    t = await createTestApp({ pages: true });
    await resetDatabase();
  });
  const directive = (policy: string, name: string) => policy.split(';').find((part) => part.startsWith(`${name} `));

  describe('framing and browser features', () => {
    for (const path of ['/', '/blog', '/api/blog-categories', '/health', '/no-such-page']) {
      it(`${path}: X-Frame-Options DENY agrees with frame-ancestors 'none', and a Permissions-Policy`, async () => {
        const res = await request(t.app).get(path);
        expect(res.headers['x-frame-options']).to.equal('DENY');
        expect(res.headers['content-security-policy']).to.include("frame-ancestors 'none'");
        const policy = res.headers['permissions-policy'] as string;
        for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).to.include(`${feature}=()`);
        // no-referrer would make browsers post the site's own forms with `Origin: null`, which the origin check refuses.
        expect(res.headers['referrer-policy']).to.equal('strict-origin-when-cross-origin');
      });
    }
  });

  /**
   * Inline styles stay allowed on every page: the public pages' first-paint <style> (issue 26) and
   * the styles an editor keeps in an article (docs/product.md §9), which a hash cannot allow (a
   * client-side navigation puts an article into a page whose policy came with another).
   */
  describe('inline styles and scripts', () => {
    for (const path of ['/', '/blog', '/no-such-page', '/api/blog-categories', '/admin/login', '/graphql']) {
      it(`${path}: style-src 'self' 'unsafe-inline'; script-src 'self' and the hydration loader's hash only`, async () => {
        const res = await request(t.app).get(path).set('Accept', 'text/html');
        const policy = res.headers['content-security-policy'] as string;
        expect(directive(policy, 'style-src')).to.equal("style-src 'self' 'unsafe-inline'");
        expect(directive(policy, 'script-src')).to.equal(`script-src 'self' ${HYDRATION_LOADER_HASH}`);
      });
    }
  });
});
