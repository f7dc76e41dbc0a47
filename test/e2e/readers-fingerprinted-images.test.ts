/**
 * Issue 26 item 3: every site image a page shows (its <img> and <picture> sources, the images its
 * stylesheets name are checked in test/api/static-assets.test.ts) carries a hash of its contents
 * in the URL and answers immutable for a year; the plain name still answers, cached an hour.
 */
import { expect } from 'chai';
import { seedDemoPostsIfMissing } from '../../src/db/seeds/run-seeders.js';
import { databaseChangedBehindTheApp } from '../helpers/database.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const PAGES = ['/', '/blog', '/blog/start-here', '/team', '/offerings', '/values', '/fuel-groups', '/join'];

describe('e2e: the pages name their images by fingerprinted URLs, immutable (issue 26)', () => {
  const site = siteInBrowser({
    prepare: async () => {
      await seedDemoPostsIfMissing(new Date());
      databaseChangedBehindTheApp(); // seeded without the services: the apps forget what they kept
    },
    browser: { width: 1280, height: 800 },
  });

  it('every same-origin <img> and <source> under /images/ has a hash and answers immutable', async () => {
    const { page } = site.browser;
    const seen = new Set<string>();
    for (const path of PAGES) {
      await page.goto(site.server.baseUrl + path);
      const urls = await page.$$eval('img[src], picture source[srcset], link[rel="icon"]', (elements) => elements.flatMap((element) => {
        const value = element.getAttribute('src') ?? element.getAttribute('srcset') ?? element.getAttribute('href') ?? '';
        return value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!);
      }));
      const images = urls.map((url) => new URL(url, site.server.baseUrl)).filter((url) => url.origin === site.server.baseUrl && url.pathname.startsWith('/images/'));
      expect(images.length, `${path} shows site images`).to.be.greaterThan(0);
      for (const url of images) {
        expect(url.pathname, `${path}: ${url.pathname}`).to.match(/\.[0-9a-f]{10}\.svg$/);
        seen.add(url.pathname);
      }
    }
    for (const path of seen) {
      const res = await page.request.get(site.server.baseUrl + path);
      expect(res.status(), path).to.equal(200);
      expect(res.headers()['cache-control'], path).to.equal('public, max-age=31536000, immutable');
      expect(res.headers()['content-type'], path).to.match(/^image\/svg\+xml/);
    }
    const plain = await page.request.get(site.server.baseUrl + [...seen][0]!.replace(/\.[0-9a-f]{10}(\.svg)$/, '$1'));
    expect(plain.status()).to.equal(200);
    expect(plain.headers()['cache-control']).to.equal('public, max-age=3600');
    expect(site.browser.errors).to.deep.equal([]);
  });
});
