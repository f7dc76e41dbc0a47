/**
 * Issue 26 item 5, as a reader meets an article in Chromium (production build): the byline
 * (author, reading time, dates), section headings that link to themselves, share links that are
 * plain links (no third-party script on the page), the RSS feed linked where readers see it, and
 * a print stylesheet that prints the article alone.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { a11yViolations } from '../helpers/browser.js';
import { backdrop, lightness, parseRgb } from '../helpers/contrast.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const ARTICLE = '/blog/how-to-fill-a-confidence-bank';

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

describe('e2e: reading an article (issue 26)', () => {
  const site = siteInBrowser({
    demoPosts: true,
    browser: { width: 1280, height: 800 },
  });
  afterEach(() => expect(site.browser.errors).to.deep.equal([]));

  it('says who wrote the article, how long it takes to read and when it was published', async () => {
    await site.page.goto(site.server.baseUrl + ARTICLE);
    await hydrated(site.page);
    const byline = site.page.locator('.article-header .article-byline');
    expect(await byline.locator('.article-author').textContent()).to.match(/^By \S+/);
    expect(await byline.locator('.article-reading-time').textContent()).to.match(/^\d+ min read$/);
    expect(await byline.locator('time').first().getAttribute('datetime')).to.equal('2024-08-02T09:00:00.000Z');
    expect(await byline.locator('time').first().textContent()).to.equal('August 2024');
    expect(await a11yViolations(site.page)).to.deep.equal([]);
  });

  it('gives every section heading a link to itself, and following it lands on the heading', async () => {
    await site.page.goto(site.server.baseUrl + ARTICLE);
    await hydrated(site.page);
    const heading = site.page.locator('.article-content h2').first();
    const id = await heading.getAttribute('id');
    expect(id).to.match(/^[a-z0-9-]+$/);
    const anchor = heading.locator('a.heading-anchor');
    expect(await anchor.getAttribute('href')).to.equal(`#${id}`);
    const name = await anchor.getAttribute('aria-label');
    expect(name).to.equal(`Link to the section “${(await heading.innerText()).replace(/#$/, '').trim()}”`);
    await anchor.click();
    await site.page.waitForURL(`**${ARTICLE}#${id}`);
    // The heading is below the sticky header, not under it.
    const { top, headerBottom } = await site.page.evaluate((target) => ({
      top: document.getElementById(target)!.getBoundingClientRect().top,
      headerBottom: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
    }), id!);
    expect(top).to.be.at.least(headerBottom);
  });

  it('offers share links that are plain links, and loads no script from elsewhere', async () => {
    await site.page.goto(site.server.baseUrl + ARTICLE);
    await hydrated(site.page);
    const share = site.page.getByRole('navigation', { name: 'Share this article' });
    const links = await share.getByRole('link').evaluateAll((elements) => elements.map((a) => ({ name: a.getAttribute('aria-label'), href: (a as HTMLAnchorElement).href })));
    const articleUrl = encodeURIComponent(site.server.config.site.publicUrl + '/blog/how-to-fill-a-confidence-bank');
    expect(links.map((link) => link.name)).to.deep.equal([
      'Share on LinkedIn (opens in a new tab)', 'Share on X (opens in a new tab)', 'Share on Facebook (opens in a new tab)', 'Share by e-mail',
    ]);
    expect(links.every((link) => link.href.includes(articleUrl))).to.equal(true);
    const foreignScripts = await site.page.evaluate(() => [...document.scripts].map((script) => script.src).filter((src) => src && new URL(src).origin !== location.origin));
    expect(foreignScripts).to.deep.equal([]);
  });

  it('links the RSS feed on the library and on every article', async () => {
    for (const path of ['/blog', ARTICLE]) {
      await site.page.goto(site.server.baseUrl + path);
      const feed = site.page.getByRole('link', { name: 'RSS feed' });
      expect(await feed.count(), path).to.equal(1);
      expect(await feed.isVisible(), path).to.equal(true);
      expect(await feed.getAttribute('href')).to.equal('/rss.xml');
    }
  });

  it('prints the article alone: no header, footer, share links or related articles', async () => {
    await site.page.goto(site.server.baseUrl + ARTICLE);
    await hydrated(site.page);
    await site.page.emulateMedia({ media: 'print' });
    try {
      const shown = async (selector: string) => site.page.locator(selector).first().isVisible();
      expect(await shown('.article-title')).to.equal(true);
      expect(await shown('.article-content')).to.equal(true);
      for (const selector of ['.site-header', '.site-footer', '.article-share', '.article-back', '.article-footer']) {
        expect(await shown(selector), selector).to.equal(false);
      }
    } finally {
      await site.page.emulateMedia({ media: 'screen' });
    }
  });

  it('prints in the light colours when the reader\'s system is dark: dark title, headings and text on white', async () => {
    await site.page.goto(site.server.baseUrl + ARTICLE);
    await hydrated(site.page);
    await site.page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    try {
      const textLightness = async (selector: string) => lightness(parseRgb(await site.page.locator(selector).first().evaluate((element) => getComputedStyle(element).color)));
      for (const selector of ['.article-title', '.article-content h2', '.article-content p']) {
        expect(await textLightness(selector), selector).to.be.below(80);
      }
      expect(lightness(await backdrop(site.page.locator('body')))).to.equal(255);
    } finally {
      await site.page.emulateMedia({ media: 'screen', colorScheme: 'light' });
    }
  });
});
