/**
 * The Post fields a front end on another site needs (issue 11): the article HTML exactly as the
 * site's article page shows it with absolute image URLs, the featured image with its absolute
 * URL and size, categories as objects, updatedAt, reading time, the plain-text excerpt and the
 * SEO values of the page's head, compared with the page the site renders itself.
 */
import { expect } from 'chai';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { attribute, decodeEntities, headTag } from '../helpers/blog-html.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, insertPost } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { siteImage } from '../../src/shared/site-images.js';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const CONTENT = [
  '<h2>Fuel for Thought</h2>',
  '<p style="font-size: 20px; color: red">Go 🔥 <a href="https://example.com/x">out</a> or <a href="/blog/start-here" target="_blank">in</a>.</p>',
  `<p>${'Steady words for the long run. '.repeat(100)}</p>`,
  '<h3>Further Reading</h3><p><img src="/images/brain.svg" alt="a brain" width="20" height="20"></p>',
].join('');

const FIELDS = `slug html imageUrl image { url alt width height } categories { id name slug group } categoryLabels
  updatedAt publishDate readingTime excerpt excerptText seo { title description canonicalUrl image }`;

describe('GraphQL Post: what another front end needs to show an article as the site does', () => {
  let t: TestApp;
  let site: string;
  before(async function () {
    this.timeout(180_000); // the first start may build the pages
    t = await createTestApp({ pages: true, clock: () => NOW });
    site = t.config.site.publicUrl.replace(/\/+$/, '');
    await resetDatabase();
    await insertPost({ slug: 'api-article', title: 'Race-day nerves', excerpt: '  Calm   the <em>butterflies</em>. ', content: CONTENT,
      imageUrl: 'goal-setting', categories: ['Running', 'Confidence'], publishDate: '2026-05-01T09:00:00.000Z' });
    await insertPost({ slug: 'no-image', imageUrl: '', excerpt: '', content: '<p>Only a few words here.</p>', publishDate: '2026-05-02T09:00:00.000Z' });
  });

  const post = async (slug: string) => {
    const res = await gql(request(t.app), `query($slug: String!) { post(slug: $slug) { ${FIELDS} } }`, { slug }).expect(200);
    expect(res.body.errors, JSON.stringify(res.body.errors)).to.equal(undefined);
    return res.body.data.post;
  };

  it('answers the article page’s HTML exactly, with the site’s image paths absolute', async () => {
    const page = await request(t.app).get('/blog/api-article').expect(200);
    const shown = /<div class="content article-content">([\s\S]*?)<\/div>/.exec(page.text)?.[1];
    expect(shown, 'the article page shows its content').to.be.a('string').and.include('article-heading-icon');
    const { html } = await post('api-article');
    expect(html).to.equal(shown!.replace(/src="\//g, `src="${site}/`));
    // The section 9 transforms are there, and every image is on the site's origin.
    expect(html).to.include(`<img src="${site}${siteImage('/images/brand-icon.svg')}"`).and.include(`src="${site}${siteImage('/images/flame.svg')}"`).and.include(`src="${site}${siteImage('/images/brain.svg')}"`);
    expect(html).to.include('href="https://example.com/x" target="_blank" rel="noopener noreferrer"').and.include('<a href="/blog/start-here">in</a>');
    expect(html).not.to.include('font-size');
    expect([...html.matchAll(/<img [^>]*src="([^"]+)"/g)].every(([, src]) => src!.startsWith(`${site}/`))).to.equal(true);
  });

  it('answers the featured image as an absolute URL with its size and label, and null without one', async () => {
    const { image, imageUrl } = await post('api-article');
    expect(imageUrl).to.equal('goal-setting');
    expect(image).to.deep.equal({ url: `${site}${siteImage('/images/featured/goal-setting.svg')}`, alt: 'Goal Setting', width: 800, height: 450 });
    await request(t.app).get(new URL(image.url).pathname).expect(200).expect('Content-Type', /image\/svg\+xml/);
    expect((await post('no-image')).image).to.equal(null);
  });

  it('answers the categories as objects in the editor’s order, as /api/blog-categories names them', async () => {
    const { categories, categoryLabels } = await post('api-article');
    const all = (await request(t.app).get('/api/blog-categories').expect(200)).body as Array<{ slug: string }>;
    const expected = ['running', 'confidence'].map((slug) => all.find((category) => category.slug === slug)) as Array<Record<string, unknown>>;
    expect(categories).to.deep.equal(expected.map(({ id, name, slug, group }) => ({ id, name, slug, group })));
    expect(categoryLabels).to.deep.equal(['Running', 'Confidence']);
  });

  it('answers updatedAt, the reading time and the plain-text excerpt', async () => {
    const article = await post('api-article');
    expect(new Date(article.updatedAt).toISOString()).to.equal(article.updatedAt);
    expect(Date.now() - Date.parse(article.updatedAt)).to.be.lessThan(10 * 60_000);
    expect(article.publishDate).to.equal('2026-05-01T09:00:00.000Z');
    expect(article.readingTime).to.equal(3); // 609 words at 220 a minute
    expect(article.excerptText).to.equal('Calm the butterflies.');
    const bare = await post('no-image');
    expect(bare).to.include({ readingTime: 1, excerpt: '', excerptText: 'Only a few words here.' });
  });

  it('answers the SEO values the article page puts in its head', async () => {
    const page = (await request(t.app).get('/blog/api-article').expect(200)).text;
    const { seo } = await post('api-article');
    expect(seo.title).to.equal(decodeEntities(/<title>([^<]*)<\/title>/.exec(page)![1]!)).and.equal('Race-day nerves | Resources');
    expect(seo.description).to.equal(decodeEntities(attribute(headTag(page, /<meta name="description"[^>]*>/), 'content')!));
    expect(seo.canonicalUrl).to.equal(attribute(headTag(page, /<link rel="canonical"[^>]*>/), 'href')).and.equal(`${site}/blog/api-article`);
    // The API names the post's own image; the page's share card is raster (networks show no SVG, issue 26).
    expect(seo.image).to.equal(`${site}${siteImage('/images/featured/goal-setting.svg')}`);
    expect(attribute(headTag(page, /<meta property="og:image"[^>]*>/), 'content')).to.equal(`${site}${siteImage('/images/share-card.png')}`);
    expect((await post('no-image')).seo.image).to.equal(`${site}${siteImage('/images/hero.svg')}`);
  });

  it('gives staff the same fields on AdminPost: categories as objects, as on Post, and their names as categoryLabels', async () => {
    const agent = await adminAgent(t.app, t.services);
    const res = await gql(agent, '{ adminPosts { slug categories { slug } categoryLabels image { url } html } }').expect(200);
    const article = res.body.data.adminPosts.find((item: { slug: string }) => item.slug === 'api-article');
    expect(article.categoryLabels).to.deep.equal(['Running', 'Confidence']);
    expect(article.categories).to.deep.equal([{ slug: 'running' }, { slug: 'confidence' }]);
    expect(article.image.url).to.equal(`${site}${siteImage('/images/featured/goal-setting.svg')}`);
    expect(article.html).to.equal((await post('api-article')).html);
  });
});
