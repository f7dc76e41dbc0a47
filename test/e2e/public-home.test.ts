/**
 * The home page and the fuel-group flip cards as a visitor uses them: Read More / Read Less,
 * the section links, the closing tiles (Join the Movement glides up to the waitlist), and cards
 * that flip with a click or the keyboard.
 */
import { expect } from 'chai';
import { FOUNDER_STORY } from '../../src/shared/content/founder-story.content.js';
import { fill } from '../../src/shared/content/fill.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e public: the home page and the flip cards', () => {
  const site = siteInBrowser();
  afterEach(() => expect(site.browser.errors).to.deep.equal([]));

  it('reveals the last three founder-story paragraphs with Read More and hides them with Read Less', async () => {
    await site.page.goto(site.server.baseUrl + '/');
    const paragraphs = FOUNDER_STORY.paragraphs.map((text) => fill(text, site.server.config.site));
    const story = site.page.locator('#founder-story');
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
    await site.page.goto(site.server.baseUrl + '/');
    const siteConfig = site.server.config.site;
    const href = (scope: string, name: string) => site.page.locator(scope).getByRole('link', { name }).first().getAttribute('href');
    expect(await href('#fuel-groups', 'Learn More')).to.equal('/fuel-groups');
    expect(await href('#why', 'Explore the resource library')).to.equal('/blog');
    expect(await href('#why', 'Watch on our video channel')).to.equal(siteConfig.social.youtube);
    expect(await href('#why', 'Meet our experts')).to.equal('/team');
    expect(await href('#cta', 'Subscribe')).to.equal(siteConfig.social.youtube);
    expect(await href('#cta', 'Follow')).to.equal(siteConfig.social.instagram);
    expect(await href('#cta', 'Resources')).to.equal('/blog');
    expect(await site.page.locator('a[href="/blog/reds-resource-center"]').count()).to.be.at.least(1);
    expect(await site.page.locator('#fuel-groups h3').allTextContents())
      .to.deep.equal(['Goal Setting', 'Visualization', 'Self-Perception', 'Confidence', 'Stress Management']);

    await site.page.locator('#fuel-groups').getByRole('link', { name: 'Learn More' }).click();
    await site.page.waitForURL(site.server.baseUrl + '/fuel-groups');
  });

  it('glides up to the waitlist anchor and opens the sign-up from the "Join the Movement" tile', async () => {
    await site.page.goto(site.server.baseUrl + '/');
    const tile = site.page.locator('#cta').getByRole('button', { name: /Join the Movement/ });
    await tile.scrollIntoViewIfNeeded();
    await tile.click();
    const dialog = site.page.getByRole('dialog', { name: "Let's Build The Future of Mental Fitness Together" });
    await dialog.waitFor();
    await site.page.waitForFunction(() => {
      const rect = document.getElementById('waitlist')!.getBoundingClientRect();
      return rect.top >= 0 && rect.bottom <= window.innerHeight;
    });
    await site.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await site.page.evaluate(() => document.activeElement?.closest('#waitlist') !== null)).to.equal(true);
  });

  it('flips the fuel-group cards with a click and with the keyboard', async () => {
    await site.page.goto(site.server.baseUrl + '/fuel-groups');
    const cards = site.page.locator('button.flip-card');
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
    await site.page.keyboard.press('Enter');
    expect(await cards.nth(1).getAttribute('aria-pressed')).to.equal('true');
    await site.page.keyboard.press('Tab');
    expect(await cards.nth(2).evaluate((el) => el === document.activeElement)).to.equal(true);
    await site.page.keyboard.press('Space');
    expect(await cards.nth(2).getAttribute('aria-pressed')).to.equal('true');
    await site.page.keyboard.press('Space');
    expect(await cards.nth(2).getAttribute('aria-pressed')).to.equal('false');
    expect(await cards.nth(1).getAttribute('aria-pressed')).to.equal('true');
    // The accessible name follows the face on show.
    expect(await cards.nth(1).evaluate((el) => el.querySelector('[aria-hidden="false"]')!.textContent)).to.include('Confidence is built, not given.');
  });
});
