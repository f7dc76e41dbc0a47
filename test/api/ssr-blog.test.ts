import { expect } from 'chai';
import { statementsOf } from '../helpers/sql-statements.js';
import request from 'supertest';
import { seedDemoPostsIfMissing } from '../../src/db/seeds/run-seeders.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { attribute, cardHtml, cardSlugs, headTag, pageMarkup, paginationLabels, visibleText } from '../helpers/blog-html.js';
import { databaseChangedBehindTheApp, resetDatabase } from '../helpers/database.js';
import { adminAgent } from '../helpers/fixtures.js';
import { siteImage } from '../../src/shared/site-images.js';

// The demo content (42 public posts = 9 pages of 5) on a fixed clock.
const NOW = new Date('2026-11-20T12:00:00Z');

describe('SSR: the resource library and articles render on the server', () => {
  let t: TestApp;
  before(async function () {
    this.timeout(120_000); // the first start may build the pages
    t = await createTestApp({ pages: true, clock: () => NOW });
    await resetDatabase();
    await seedDemoPostsIfMissing(NOW);
    databaseChangedBehindTheApp(); // seeded without the services: the apps forget what they kept
  });

  const get = (url: string) => request(t.app).get(url);

  describe('/blog', () => {
    it('renders the first page of cards, pinned posts first, before any script runs', async () => {
      const res = await get('/blog').expect(200).expect('Content-Type', /html/);
      const markup = pageMarkup(res.text);
      expect(cardSlugs(markup)).to.deep.equal([
        'start-here', 'a-few-of-our-favorite-things', 'our-top-book-recommendations',
        'racing-your-own-race-in-a-crowded-field', 'the-mixed-plate-balancing-the-five-fuel-groups',
      ]);
      const text = visibleText(res.text);
      expect(text).to.include('Showing 1–5 of 42 articles');
      expect(markup).to.include('placeholder="Search anything..."');
      expect(text).to.include('All Categories');
      expect(text).to.include('Most Recent').and.include('Oldest First').and.include('Category A-Z').and.include('Category Z-A');
      expect(res.text).to.match(/<title>Resources \| Mindful Miles<\/title>/);
    });

    it('renders each card as specified', async () => {
      const res = await get('/blog').expect(200);
      const startHere = cardHtml(res.text, 'start-here');
      expect(startHere).to.include(`src="${siteImage('/images/featured/mixed-plate.svg')}"`);
      expect(startHere).not.to.include('<time');
      expect(startHere).to.include('href="/blog/start-here"');
      expect(visibleText(startHere)).to.include('Start Here').and.include('Read More');

      const favorites = cardHtml(res.text, 'a-few-of-our-favorite-things');
      expect(favorites, 'no known image key').not.to.include('<img');
      expect(visibleText(favorites)).to.include('January 2024');

      const racing = visibleText(cardHtml(res.text, 'racing-your-own-race-in-a-crowded-field'));
      expect(racing).to.include('October 2026').and.include('Racing Your Own Race');
      for (const label of ['Peak & Race', 'Self-Perception', 'Running']) expect(racing).to.include(label);
    });

    it('offers every category but "Start Here" in the filter', async () => {
      const res = await get('/blog').expect(200);
      const boxes = [...res.text.matchAll(/type="checkbox" name="category" value="([^"]+)"/g)].map((match) => match[1]);
      expect(boxes).to.have.length(15);
      expect(boxes).to.include.members(['confidence', 'running', 'peak-race', 'trail-ultra', 'recovery']);
      expect(boxes).not.to.include('start-here');
    });

    it('collapses the pagination of 9 pages near the start, in the middle and near the end', async () => {
      expect(paginationLabels((await get('/blog').expect(200)).text)).to.deep.equal(['1', '2', '3', '4', '…', '9']);
      expect(paginationLabels((await get('/blog?page=5').expect(200)).text)).to.deep.equal(['1', '…', '4', '5', '6', '…', '9']);
      expect(paginationLabels((await get('/blog?page=8').expect(200)).text)).to.deep.equal(['1', '…', '6', '7', '8', '9']);
    });

    it('marks the current page, links neighbours and keeps the page in the card links', async () => {
      const res = await get('/blog?page=2').expect(200);
      expect(res.text).to.match(/<a class="pagination-link is-current" href="\/blog\?page=2"[^>]*aria-current="page"/);
      expect(res.text).to.match(/<a class="pagination-previous" href="\/blog"/);
      expect(res.text).to.match(/<a class="pagination-next" href="\/blog\?page=3"/);
      const slugs = cardSlugs(res.text);
      expect(slugs).to.have.length(5);
      expect(cardHtml(res.text, slugs[0])).to.include(`href="/blog/${slugs[0]}?page=2"`);
      expect(visibleText(res.text)).to.include('Showing 6–10 of 42 articles');
    });

    it('sends a page past the end to the last page', async () => {
      const res = await get('/blog?page=99').expect(302);
      expect(res.headers.location).to.equal('/blog?page=9');
      expect(cardSlugs((await get('/blog?page=9').expect(200)).text)).to.have.length(2);
    });

    it('treats a malformed page or sort as the default', async () => {
      const res = await get('/blog?page=abc&sort=sideways').expect(200);
      expect(cardSlugs(res.text)[0]).to.equal('start-here');
    });

    it('renders a search with the query in the box and a chip with a remove button', async () => {
      const res = await get('/blog?search=visualization').expect(200);
      const slugs = cardSlugs(res.text);
      expect(slugs.length).to.be.greaterThan(0);
      expect(slugs, 'no pinning while searching').not.to.include('start-here');
      expect(res.text).to.include('value="visualization"');
      expect(visibleText(res.text)).to.include('Search: “visualization”');
      expect(res.text).to.include('aria-label="Remove search: visualization"');
    });

    it('renders selected categories: "N Selected", ticked boxes, chips and "Clear all"', async () => {
      const res = await get('/blog?category=swimming&category=triathlon').expect(200);
      const text = visibleText(res.text);
      expect(text).to.include('2 Selected').and.include('Clear all');
      expect(res.text).to.match(/name="category" checked="" value="swimming"/);
      expect(res.text).to.match(/name="category" checked="" value="triathlon"/);
      expect(res.text).to.include('aria-label="Remove filter: Swimming"').and.include('aria-label="Remove filter: Triathlon"');
      expect(cardSlugs(res.text)[0]).to.equal('transition-calm-mental-rehearsal-for-t1-and-t2');
      expect(text).to.include('Showing 1–5 of 6 articles');
    });

    it('keeps every category of a client-side navigation (the pageContext.json request)', async () => {
      const res = await get('/blog/index.pageContext.json?category=swimming&category=triathlon').expect(200);
      expect(res.text).to.include('"categories":["swimming","triathlon"]');
      expect(res.text).to.include('"total":6');
    });

    it('reads the categories once for a filtered list (/blog?category=running, nothing kept): the catalogue, the next publish time, the count and the page', async () => {
      databaseChangedBehindTheApp(); // the response cache and the kept catalogue start empty
      // The page's own reads (statementsOf leaves out the change-log poll a slow machine can fit inside).
      const statements = await statementsOf(t.sequelize, async () => {
        const res = await get('/blog?category=running').expect(200);
        expect(visibleText(res.text)).to.include('1 Selected');
      });
      expect(statements.filter((sql) => sql.includes('FROM `blog_categories`')), statements.join('\n')).to.have.length(1);
      expect(statements, statements.join('\n')).to.have.length(4);
      // Kept now (the catalogue and the list's count): the same list in another sort reads only its page.
      const another = await statementsOf(t.sequelize, () => get('/blog?category=running&sort=oldest').expect(200));
      expect(another, another.join('\n')).to.have.length(1);
    });

    it('accepts category names as well as slugs, and ignores unknown ones', async () => {
      const byName = await get('/blog?category=Swimming').expect(200);
      expect(visibleText(byName.text)).to.include('1 Selected');
      const unknown = await get('/blog?category=knitting').expect(200);
      expect(visibleText(unknown.text)).to.include('All Categories').and.include('of 42 articles');
    });

    it('renders each sort', async () => {
      const oldest = await get('/blog?sort=oldest').expect(200);
      expect(cardSlugs(oldest.text).slice(2, 4)).to.deep.equal(['our-top-book-recommendations', 'reds-resource-center']);
      expect(oldest.text).to.match(/<option value="oldest" selected="">Oldest First<\/option>/);
      const az = await get('/blog?sort=category-asc&category=running').expect(200);
      expect(cardHtml(az.text, cardSlugs(az.text)[0])).to.include('Confidence');
      const za = await get('/blog?sort=category-desc&category=running').expect(200);
      expect(visibleText(cardHtml(za.text, cardSlugs(za.text)[0]))).to.include('Stress Management');
    });

    it('shows each empty state with its exact text and "Clear all filters"', async () => {
      const both = visibleText((await get('/blog?search=zzzz&category=swimming').expect(200)).text);
      expect(both).to.include('No articles found');
      expect(both).to.include('We couldn\'t find any articles matching "zzzz" in the selected categories.');
      expect(both).to.include('Clear all filters');
      const search = visibleText((await get('/blog?search=zzzz').expect(200)).text);
      expect(search).to.include('We couldn\'t find any articles matching "zzzz".');
    });

    it('shows the category-only empty state', async () => {
      await t.services.categories.create({ name: 'Rowing', group: 'sport', slug: 'rowing', description: '' });
      const res = await get('/blog?category=rowing').expect(200);
      const text = visibleText(res.text);
      expect(text).to.include('No articles found').and.include("We couldn't find any articles in the selected categories.");
      expect(res.text).to.match(/<form action="\/blog" method="get"><button type="submit" class="button[^"]*">Clear all filters<\/button><\/form>/);
      expect(paginationLabels(res.text)).to.deep.equal([]);
    });
  });

  describe('/blog/{slug}', () => {
    it('renders the article with its transforms, title and links', async () => {
      const res = await get('/blog/start-here').expect(200);
      const markup = pageMarkup(res.text);
      const text = visibleText(res.text);
      expect(markup).to.match(/<h1 class="article-title">Start Here<\/h1>/);
      const header = markup.slice(markup.indexOf('<header class="article-header">'), markup.indexOf('</header>', markup.indexOf('<header class="article-header">')));
      expect(header, 'no date for start-here').to.include('Start Here').and.not.include('<time');
      expect(text).to.include('Back to Resources').and.include('Back to All Resources');
      expect(markup).to.match(/<a href="\/blog"[^>]*><span aria-hidden="true">← <\/span>Back to Resources<\/a>/);
      expect(markup).to.include(`<h2 id="fuel-for-thought"><img src="${siteImage('/images/brand-icon.svg')}" alt="" class="article-heading-icon" width="28" height="28" />Fuel for Thought`
        + '<a class="heading-anchor" href="#fuel-for-thought" aria-label="Link to the section “Fuel for Thought”"></a></h2>');
      expect(markup).to.include('<span class="article-heading-emoji" aria-hidden="true">🔗</span> Read: Good First Stops');
      expect(markup).to.include('href="https://example.org/library/self-talk-basics" target="_blank" rel="noopener noreferrer"');
      expect(res.text).to.include('<title>Start Here | Resources</title>');
    });

    it('shows the month and year, swaps emojis and strips pasted styles', async () => {
      const res = await get('/blog/a-ten-minute-visualization-routine-for-race-week').expect(200);
      expect(visibleText(res.text)).to.include('May 2024');
      expect(res.text).to.include(`<img src="${siteImage('/images/brain.svg')}" alt="brain" class="article-emoji"`);
      expect(res.text).not.to.include('🧠');
      const styled = await get('/blog/process-goals-vs-outcome-goals-why-you-need-both').expect(200);
      expect(styled.text).to.include('<p style="color:#333">');
      // In the article's style attributes (the head's own stylesheet has line-heights of its own).
      expect(styled.text).not.to.match(/style="[^"]*(?:font-family|line-height|margin)/);
    });

    it('links back to the list page given in the query', async () => {
      const res = await get('/blog/start-here?page=3').expect(200);
      expect(res.text).to.match(/<a href="\/blog\?page=3"[^>]*><span aria-hidden="true">← <\/span>Back to Resources<\/a>/);
    });

    it('answers 404 with "Article Not Found" for a missing slug', async () => {
      const res = await get('/blog/no-such-article').expect(404);
      const text = visibleText(res.text);
      expect(text).to.include('Article Not Found').and.include('Sorry, we couldn\'t find the article you\'re looking for.');
      expect(res.text).to.include('<title>Article Not Found | Resources</title>');
    });

    it('hides drafts and scheduled posts from the public but previews them for staff', async () => {
      await get('/blog/post-race-blues-and-how-to-land-softly').expect(404);
      await get('/blog/fear-on-technical-descents').expect(404);
      const agent = await adminAgent(t.app, t.services);
      const draft = await agent.get('/blog/post-race-blues-and-how-to-land-softly').expect(200);
      expect(visibleText(draft.text)).to.include('Preview').and.include('draft');
      expect(draft.text).to.include('<meta name="robots" content="noindex"/>');
      const scheduled = await agent.get('/blog/fear-on-technical-descents').expect(200);
      expect(visibleText(scheduled.text)).to.match(/Preview — scheduled for \d+ \w+ 2026/);
      const published = await agent.get('/blog/start-here').expect(200);
      expect(visibleText(published.text)).not.to.include('Preview');
    });
  });

  it('answers any other path with the 404 card', async () => {
    const res = await get('/no/such/page').expect(404);
    const text = visibleText(res.text);
    expect(text).to.include('404 Page Not Found').and.include('Did you forget to add the page to the router?');
    // And, in the site's own words, where a reader goes from there.
    expect(text).to.include('the page may have moved').and.include('Browse the resource library');
    expect(res.text).to.match(/<a href="\/blog" class="button is-primary">Browse the resource library<\/a>/);
    expect(headTag(res.text, /<meta name="robots"[^>]*>/)).to.include('noindex');
    expect(attribute(headTag(res.text, /<link rel="canonical"[^>]*>/), 'href')).to.equal(undefined);
  });

  describe('with nothing published', () => {
    before(() => resetDatabase());

    it('shows the generic empty state without a "Clear all filters" button', async () => {
      const res = await get('/blog').expect(200);
      const text = visibleText(res.text);
      expect(text).to.include('No articles found').and.include("We couldn't find any articles at this time.");
      expect(text).not.to.include('Clear all filters');
      expect(cardSlugs(res.text)).to.deep.equal([]);
    });
  });
});
