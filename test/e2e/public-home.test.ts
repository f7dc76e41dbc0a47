/**
 * The home page and the fuel-group flip cards as a visitor uses them: Read More / Read Less,
 * the section links, the closing tiles (Join the Movement glides up to the waitlist), and cards
 * that flip with a click or the keyboard.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { FOUNDER_STORY } from '../../src/shared/content/founder-story.content.js';
import { fill } from '../../src/shared/content/fill.js';
import { launchBrowser, startServer, type Browser, type RunningServer } from '../helpers/browser.js';
import { resetDatabase } from '../helpers/database.js';

describe('e2e public: the home page and the flip cards', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  before(async () => {
    await resetDatabase();
    server = await startServer();
    browser = await launchBrowser();
    page = browser.page;
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(() => expect(browser.errors).to.deep.equal([]));

  it('reveals the last three founder-story paragraphs with Read More and hides them with Read Less', async () => {
    await page.goto(server.baseUrl + '/');
    const paragraphs = FOUNDER_STORY.paragraphs.map((text) => fill(text, server.config.site));
    const story = page.locator('#founder-story');
    const isShown = (text: string) => story.getByText(text, { exact: true }).isVisible();
    const toggle = story.getByRole('button', { name: 'Read More' });
    expect(await isShown(paragraphs[0])).to.equal(true);
    expect(await isShown(paragraphs.at(-4)!)).to.equal(true);
    for (const hidden of paragraphs.slice(-3)) expect(await isShown(hidden)).to.equal(false);
    expect(await toggle.getAttribute('aria-expanded')).to.equal('false');

    await toggle.click();
    const less = story.getByRole('button', { name: 'Read Less' });
    expect(await less.getAttribute('aria-expanded')).to.equal('true');
    for (const text of paragraphs) expect(await isShown(text)).to.equal(true);

    await less.click();
    expect(await story.getByRole('button').textContent()).to.equal('Read More');
    for (const hidden of paragraphs.slice(-3)) expect(await isShown(hidden)).to.equal(false);
  });

  it('links the sections where the spec says', async () => {
    await page.goto(server.baseUrl + '/');
    const site = server.config.site;
    const href = (scope: string, name: string) => page.locator(scope).getByRole('link', { name }).first().getAttribute('href');
    expect(await href('#fuel-groups', 'Learn More')).to.equal('/fuel-groups');
    expect(await href('#why', 'Explore the resource library')).to.equal('/blog');
    expect(await href('#why', 'Watch on our video channel')).to.equal(site.social.youtube);
    expect(await href('#why', 'Meet our experts')).to.equal('/team');
    expect(await href('#cta', 'Subscribe')).to.equal(site.social.youtube);
    expect(await href('#cta', 'Follow')).to.equal(site.social.instagram);
    expect(await href('#cta', 'Resources')).to.equal('/blog');
    expect(await page.locator('a[href="/blog/reds-resource-center"]').count()).to.be.at.least(1);
    expect(await page.locator('#fuel-groups h3').allTextContents())
      .to.deep.equal(['Goal Setting', 'Visualization', 'Self-Perception', 'Confidence', 'Stress Management']);

    await page.locator('#fuel-groups').getByRole('link', { name: 'Learn More' }).click();
    await page.waitForURL(server.baseUrl + '/fuel-groups');
  });

  it('glides up to the waitlist anchor and opens the sign-up from the "Join the Movement" tile', async () => {
    await page.goto(server.baseUrl + '/');
    const tile = page.locator('#cta').getByRole('button', { name: /Join the Movement/ });
    await tile.scrollIntoViewIfNeeded();
    await tile.click();
    const dialog = page.getByRole('dialog', { name: "Let's Build The Future of Mental Fitness Together" });
    await dialog.waitFor();
    await page.waitForFunction(() => {
      const rect = document.getElementById('waitlist')!.getBoundingClientRect();
      return rect.top >= 0 && rect.bottom <= window.innerHeight;
    });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.closest('#waitlist') !== null)).to.equal(true);
  });

  it('flips the fuel-group cards with a click and with the keyboard', async () => {
    await page.goto(server.baseUrl + '/fuel-groups');
    const cards = page.locator('button.flip-card');
    expect(await cards.count()).to.equal(5);
    const names = await cards.locator('.flip-card-front .flip-card-title').allTextContents();
    expect(names).to.deep.equal(['Visualization', 'Confidence', 'Goal Setting', 'Stress Management', 'Self-Perception']);

    const card = cards.nth(0);
    const back = card.locator('.flip-card-back');
    expect(await card.getAttribute('aria-pressed')).to.equal('false');
    expect(await back.getAttribute('aria-hidden')).to.equal('true');
    await card.click();
    expect(await card.getAttribute('aria-pressed')).to.equal('true');
    expect(await back.getAttribute('aria-hidden')).to.equal('false');
    expect(await card.locator('.flip-card-front').getAttribute('aria-hidden')).to.equal('true');
    await card.click();
    expect(await card.getAttribute('aria-pressed')).to.equal('false');

    // Keyboard: Tab reaches every card; Enter and Space toggle.
    await cards.nth(1).focus();
    await page.keyboard.press('Enter');
    expect(await cards.nth(1).getAttribute('aria-pressed')).to.equal('true');
    await page.keyboard.press('Tab');
    expect(await cards.nth(2).evaluate((el) => el === document.activeElement)).to.equal(true);
    await page.keyboard.press('Space');
    expect(await cards.nth(2).getAttribute('aria-pressed')).to.equal('true');
    await page.keyboard.press('Space');
    expect(await cards.nth(2).getAttribute('aria-pressed')).to.equal('false');
    expect(await cards.nth(1).getAttribute('aria-pressed')).to.equal('true');
    // The accessible name follows the face on show.
    expect(await cards.nth(1).evaluate((el) => el.querySelector('[aria-hidden="false"]')!.textContent)).to.include('Confidence is built, not given.');
  });
});
