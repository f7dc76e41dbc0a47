/**
 * Issue 9 row 10: no Permissions-Policy, and X-Frame-Options SAMEORIGIN contradicted CSP
 * frame-ancestors 'none'. Every answer (pages, API, GraphQL, health) says the same: never framed.
 */
import { expect } from 'chai';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';

describe('security headers: framing and browser features', () => {
  let t: TestApp;
  before(async function () {
    this.timeout(180_000); // may rebuild the pages first
    t = await createTestApp({ pages: true });
    await resetDatabase();
  });

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
