/**
 * The article page's extras (issue 12, deliverable 6), rendered on the server: the featured image
 * the post's key names, the previous and next article in publish order among the public posts,
 * up to three related articles (sharing the most categories), and "Back to Resources" leading to
 * the exact list view the article was opened from (row 6). The article and its links are two
 * statements.
 */
import { expect } from 'chai';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { pageMarkup, visibleText } from '../helpers/blog-html.js';
import { resetDatabase } from '../helpers/database.js';
import { insertPost } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { statementsOf } from '../helpers/sql-statements.js';
import { siteImage } from '../../src/shared/site-images.js';

const NOW = new Date('2026-11-20T12:00:00Z');

/** The part of the markup between the first `start` and the next `end` after it. */
function section(markup: string, start: string, end: string): string {
  const from = markup.indexOf(start);
  if (from < 0) return '';
  return markup.slice(from, markup.indexOf(end, from) + end.length);
}

const hrefs = (markup: string) => [...markup.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

describe('SSR: the article\'s featured image, previous/next and related articles', () => {
  let t: TestApp;
  before(async function () {
    this.timeout(120_000);
    t = await createTestApp({ pages: true, clock: () => NOW });
    await resetDatabase();
    const post = (slug: string, publishDate: string, categories: string[], extra: Record<string, unknown> = {}) =>
      insertPost({ slug, title: `Title of ${slug}`, publishDate, categories, ...extra });
    await post('oldest', '2025-01-01T09:00:00Z', ['Running']);
    await post('older', '2025-02-01T09:00:00Z', ['Confidence', 'Running'], { imageUrl: 'goal-setting' });
    await post('middle', '2025-03-01T09:00:00Z', ['Confidence', 'Running', 'Base'], { imageUrl: 'confidence' });
    await post('draft-between', '2025-03-15T09:00:00Z', ['Confidence', 'Running', 'Base'], { status: 'draft' });
    await post('newer', '2025-04-01T09:00:00Z', ['Cycling']);
    await post('newest', '2025-05-01T09:00:00Z', ['Confidence', 'Running', 'Base']);
    await post('same-day', '2025-05-01T09:00:00Z', ['Confidence']);
    await post('scheduled', '2027-01-01T09:00:00Z', ['Confidence', 'Running', 'Base']);
    await post('no-image', '2024-06-01T09:00:00Z', ['Swimming'], { imageUrl: null });
  });

  const get = (url: string) => request(t.app).get(url).expect(200);

  it('shows the featured image its key names, with its size, under the title', async () => {
    const markup = pageMarkup((await get('/blog/middle')).text);
    const figure = section(markup, '<figure class="image article-image">', '</figure>');
    expect(figure).to.match(/<img src="\/images\/featured\/confidence\.[0-9a-f]{10}\.svg" alt="" width="\d+" height="\d+"/);
    expect(markup.indexOf('article-image')).to.be.greaterThan(markup.indexOf('article-title'));
    expect(pageMarkup((await get('/blog/no-image')).text)).not.to.include('article-image');
  });

  it('links the previous (older) and next (newer) public article, skipping drafts and scheduled posts', async () => {
    const markup = pageMarkup((await get('/blog/middle')).text);
    const nav = section(markup, '<nav class="article-neighbours"', '</nav>');
    expect(visibleText(nav)).to.include('Previous article').and.include('Title of older')
      .and.include('Next article').and.include('Title of newer');
    expect(hrefs(nav)).to.deep.equal(['/blog/older', '/blog/newer']);

    // Posts on the same date go by id: "same-day" (inserted later) comes after "newest".
    const newest = section(pageMarkup((await get('/blog/newest')).text), '<nav class="article-neighbours"', '</nav>');
    expect(hrefs(newest)).to.deep.equal(['/blog/newer', '/blog/same-day']);
    const last = section(pageMarkup((await get('/blog/same-day')).text), '<nav class="article-neighbours"', '</nav>');
    expect(visibleText(last)).to.include('Previous article').and.not.include('Next article');
    const first = section(pageMarkup((await get('/blog/no-image')).text), '<nav class="article-neighbours"', '</nav>');
    expect(hrefs(first)).to.deep.equal(['/blog/oldest']);
    expect(visibleText(first)).not.to.include('Previous article');
  });

  it('lists up to three related public articles, those sharing the most categories first', async () => {
    const markup = pageMarkup((await get('/blog/middle')).text);
    const related = section(markup, '<section class="article-related"', '</section>');
    expect(visibleText(related)).to.include('Related articles');
    // newest shares 3 categories, older 2, then by date: same-day (Confidence) before oldest (Running).
    expect(hrefs(related)).to.deep.equal(['/blog/newest', '/blog/older', '/blog/same-day']);
    expect(related).to.include(`src="${siteImage('/images/featured/goal-setting.svg')}"`);
    expect(pageMarkup((await get('/blog/no-image')).text)).not.to.include('article-related');
  });

  it('carries the list view along: "Back to Resources" and the article links keep search, categories, sort and page', async () => {
    const view = 'search=title&category=running&category=confidence&sort=oldest&page=2';
    const markup = pageMarkup((await get(`/blog/middle?${view}`)).text);
    expect(hrefs(section(markup, '<nav aria-label="Breadcrumb"', '</nav>'))).to.deep.equal([`/blog?${view}`]);
    expect(hrefs(section(markup, '<nav class="article-neighbours"', '</nav>'))).to.deep.equal([`/blog/older?${view}`, `/blog/newer?${view}`]);
    expect(hrefs(section(markup, '<section class="article-related"', '</section>'))[0]).to.equal(`/blog/newest?${view}`);
  });

  it('links each list card to its article with the list view', async () => {
    const res = await get('/blog?search=title&category=running&sort=oldest');
    expect(hrefs(pageMarkup(res.text))).to.include('/blog/oldest?search=title&category=running&sort=oldest');
  });

  it('reads the article and all its links with two statements (the article, then its links in one)', async () => {
    let article: Awaited<ReturnType<typeof t.services.articles.getArticle>> | undefined;
    const statements = await statementsOf(t.sequelize, async () => { article = await t.services.articles.getArticle('middle'); });
    // (Besides the category names, read from their own table when not kept.)
    const postStatements = statements.filter((text) => text.includes('blog_posts'));
    expect(postStatements, statements.join('\n')).to.have.length(2);
    expect(postStatements[1]).to.include('UNION ALL');
    expect(article!.links.previous?.slug).to.equal('older');
    expect(article!.links.next?.slug).to.equal('newer');
    expect(article!.links.related.map((post) => post.slug)).to.deep.equal(['newest', 'older', 'same-day']);
  });

  it('a post without categories still gets its neighbours and no related ones', async () => {
    await insertPost({ slug: 'no-categories', title: 'Title of no-categories', publishDate: '2025-03-10T09:00:00Z', categories: [] });
    const { links } = await t.services.articles.getArticle('no-categories');
    expect(links.previous?.slug).to.equal('middle');
    expect(links.next?.slug).to.equal('newer');
    expect(links.related).to.deep.equal([]);
  });

  it('gives API clients the same ways on: previous, next and related in GraphQL, and the published count of each category', async () => {
    const query = `query($slug: String!) { post(slug: $slug) { previous { slug title } next { slug } related { slug publishDate } } categories { slug publishedCount } }`;
    const res = await gql(request(t.app), query, { slug: 'middle' }).expect(200);
    expect(res.body.errors).to.equal(undefined);
    const { post, categories } = res.body.data;
    expect(post.previous).to.deep.equal({ slug: 'older', title: 'Title of older' });
    const page = pageMarkup((await get('/blog/middle')).text);
    // The neighbours the page links, older first.
    const neighbours = [...section(page, '<nav class="article-neighbours"', '</nav>').matchAll(/href="\/blog\/([^"?]+)/g)].map((match) => match[1]);
    expect([post.previous.slug, post.next.slug]).to.deep.equal(neighbours);
    // The same related articles as the page shows, in its order.
    const onPage = [...section(page, '<section class="article-related"', '</section>').matchAll(/href="\/blog\/([^"?]+)/g)].map((match) => match[1]);
    expect(post.related.map((item: { slug: string }) => item.slug)).to.deep.equal(onPage);
    // Published and due only: the draft and the scheduled post are not counted.
    const count = (slug: string) => categories.find((category: { slug: string }) => category.slug === slug).publishedCount;
    expect(count('confidence')).to.equal(4); // older, middle, newest, same-day
    expect(count('running')).to.equal(4); // oldest, older, middle, newest
    expect(count('cycling')).to.equal(1);
    expect(count('start-here')).to.equal(0);
  });
});
