/**
 * A post scheduled for a date appears at that date, not before, everywhere the public reads posts
 * (the list, the whole list, the sitemap and feed summaries, the article); drafts never do; staff preview both. On a fixed clock.
 */
import { expect } from 'chai';
import { NotFoundError } from '../../src/services/index.js';
import { resetDatabase } from '../helpers/database.js';
import { insertPost } from '../helpers/fixtures.js';
import { createTestServices, fixedClock, type TestServices } from '../helpers/services.js';

const HOUR = 3_600_000;
const NOW = '2026-03-01T12:00:00.000Z';

describe('services: scheduled posts become visible at their date', () => {
  let t: TestServices;
  before(async () => {
    await resetDatabase();
    t = await createTestServices({ clock: fixedClock(NOW) });
    await insertPost({ slug: 'already-out', title: 'Already out', publishDate: '2026-02-28T09:00:00.000Z' });
    await insertPost({ slug: 'out-tomorrow', title: 'Out tomorrow', publishDate: '2026-03-02T12:00:00.000Z' });
    await insertPost({ slug: 'still-a-draft', title: 'Still a draft', publishDate: '2026-02-01T09:00:00.000Z', status: 'draft' });
  });
  beforeEach(() => t.clock.set(NOW));

  const publicSlugs = async () => (await t.services.posts.listPublished()).items.map((post) => post.slug);

  it('keeps a post dated tomorrow out of the public list, its count and the whole list', async () => {
    const page = await t.services.posts.listPublished();
    expect(page.items.map((post) => post.slug)).to.deep.equal(['already-out']);
    expect(page.total).to.equal(1);
    expect((await t.services.posts.listAllPublished()).map((post) => post.slug)).to.deep.equal(['already-out']);
  });

  it('answers Not Found for the scheduled article, and lets staff preview it as not yet public', async () => {
    const error = await t.services.articles.getArticle('out-tomorrow').catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(NotFoundError);
    const preview = await t.services.articles.getArticle('out-tomorrow', { preview: true });
    expect(preview.post.title).to.equal('Out tomorrow');
    expect(preview.isPublic).to.equal(false);
  });

  it('shows it from the exact moment of its date on, newest first', async () => {
    t.clock.advance(24 * HOUR - 1);
    expect(await publicSlugs()).to.deep.equal(['already-out']);
    t.clock.advance(1);
    expect(await publicSlugs()).to.deep.equal(['out-tomorrow', 'already-out']);
    // The sitemap and the feed read the same rule.
    expect((await t.services.posts.listPublishedSummaries()).map((post) => post.slug)).to.deep.equal(['out-tomorrow', 'already-out']);
    const article = await t.services.articles.getArticle('out-tomorrow');
    expect(article.isPublic).to.equal(true);
    expect(article.html).to.include('Body of the test post.');
  });

  it('never shows a draft, however late it gets; staff preview it', async () => {
    t.clock.advance(365 * 24 * HOUR);
    expect(await publicSlugs()).to.not.include('still-a-draft');
    const error = await t.services.articles.getArticle('still-a-draft').catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(NotFoundError);
    expect((await t.services.articles.getArticle('still-a-draft', { preview: true })).isPublic).to.equal(false);
  });
});
