import { expect } from 'chai';
import request from 'supertest';
import { seedDemoPostsIfMissing } from '../../src/db/seeds/run-seeders.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { attribute, headTag } from '../helpers/blog-html.js';
import { databaseChangedBehindTheApp, resetDatabase } from '../helpers/database.js';
import { siteImage } from '../../src/shared/site-images.js';

const NOW = new Date('2026-11-20T12:00:00Z');
const PUBLIC_PAGES = ['/', '/values', '/fuel-groups', '/blog', '/team', '/offerings'];

describe('SEO: head tags, sitemap, robots and the RSS feed', () => {
  let t: TestApp;
  let origin: string;
  before(async function () {
    this.timeout(120_000); // the first start may build the pages
    t = await createTestApp({ pages: true, clock: () => NOW });
    origin = t.config.site.publicUrl;
    await resetDatabase();
    await seedDemoPostsIfMissing(NOW);
    databaseChangedBehindTheApp(); // seeded without the services: the apps forget what they kept
  });

  const get = (url: string) => request(t.app).get(url);
  const meta = (html: string, key: string) =>
    attribute(headTag(html, new RegExp(`<meta (?:name|property)="${key}"[^>]*>`)), 'content');

  it('gives the library its title, description, canonical URL, cards and the feed link', async () => {
    const { text } = await get('/blog?page=2').expect(200);
    expect(text).to.include('<title>Page 2 | Resources | Mindful Miles</title>');
    expect(meta(text, 'description')).to.match(/resource library/);
    expect(attribute(headTag(text, /<link rel="canonical"[^>]*>/), 'href')).to.equal(`${origin}/blog?page=2`);
    expect(meta(text, 'og:title')).to.equal('Page 2 | Resources | Mindful Miles');
    expect(meta(text, 'og:url')).to.equal(`${origin}/blog?page=2`);
    expect(meta(text, 'og:type')).to.equal('website');
    expect(meta(text, 'og:site_name')).to.equal('Mindful Miles');
    // A raster card with its size and alt text: the networks show no SVG (issue 26).
    expect(meta(text, 'og:image')).to.equal(`${origin}${siteImage('/images/share-card.png')}`);
    expect(meta(text, 'og:image:width')).to.equal('1200');
    expect(meta(text, 'og:image:height')).to.equal('630');
    expect(meta(text, 'og:image:alt')).to.equal('Illustration of a runner heading down an open road towards a rising sun');
    expect(meta(text, 'twitter:card')).to.equal('summary_large_image');
    expect(meta(text, 'twitter:title')).to.equal('Page 2 | Resources | Mindful Miles');
    const rss = headTag(text, /<link rel="alternate" type="application\/rss\+xml"[^>]*>/);
    expect(attribute(rss, 'href')).to.equal('/rss.xml');
    expect(attribute(headTag(text, /<link rel="icon"[^>]*>/), 'href')).to.equal(siteImage('/images/logo.svg'));
  });

  it('titles each view of the library by its search, categories and page, and keeps search results out of search engines', async () => {
    const titled = async (url: string) => /<title>([^<]*)<\/title>/.exec((await get(url).expect(200)).text)![1];
    expect(await titled('/blog?category=running')).to.equal('Running | Resources | Mindful Miles');
    expect(await titled('/blog?category=running&category=swimming&page=1')).to.equal('Running, Swimming | Resources | Mindful Miles');
    expect(await titled('/blog?search=mind')).to.equal('“mind” | Resources | Mindful Miles');
    expect(await titled('/blog?page=2')).to.equal('Page 2 | Resources | Mindful Miles');
    expect(await titled('/blog?search=race&category=running&page=1')).to.equal('“race” · Running | Resources | Mindful Miles');
    expect(await titled('/blog')).to.equal('Resources | Mindful Miles');
    const searched = (await get('/blog?search=mind').expect(200)).text;
    expect(meta(searched, 'robots')).to.equal('noindex');
    expect(headTag(searched, /<link rel="canonical"[^>]*>/)).to.equal(undefined);
    const filtered = (await get('/blog?category=running').expect(200)).text;
    expect(meta(filtered, 'robots')).to.equal(undefined);
    expect(attribute(headTag(filtered, /<link rel="canonical"[^>]*>/), 'href')).to.equal(`${origin}/blog?category=running`);
  });

  it('gives every page the shared tags, and keeps staff pages out of search engines', async () => {
    const home = (await get('/').expect(200)).text;
    expect(attribute(headTag(home, /<link rel="canonical"[^>]*>/), 'href')).to.equal(`${origin}/`);
    expect(attribute(headTag(home, /<link rel="alternate" type="application\/rss\+xml"[^>]*>/), 'href')).to.equal('/rss.xml');
    expect(meta(home, 'og:site_name')).to.equal('Mindful Miles');
    const admin = (await get('/admin/login').expect(200)).text;
    expect(meta(admin, 'robots')).to.equal('noindex');
    expect(headTag(admin, /<link rel="canonical"[^>]*>/)).to.equal(undefined);
  });

  it('normalises the canonical URL of a filtered view', async () => {
    const { text } = await get('/blog?sort=recent&search=&category=Running&page=1').expect(200);
    expect(attribute(headTag(text, /<link rel="canonical"[^>]*>/), 'href')).to.equal(`${origin}/blog?category=running`);
  });

  it('describes an article for sharing and as schema.org Article data', async () => {
    const { text } = await get('/blog/how-to-fill-a-confidence-bank?page=4').expect(200);
    expect(text).to.include('<title>How to Fill a Confidence Bank | Resources</title>');
    const description = meta(text, 'description');
    expect(description).to.be.a('string').and.not.equal('');
    expect(meta(text, 'og:description')).to.equal(description);
    expect(meta(text, 'twitter:description')).to.equal(description);
    expect(attribute(headTag(text, /<link rel="canonical"[^>]*>/), 'href')).to.equal(`${origin}/blog/how-to-fill-a-confidence-bank`);
    expect(meta(text, 'og:type')).to.equal('article');
    // The featured image is an SVG, which the networks do not show: the site's raster card instead.
    expect(meta(text, 'og:image')).to.equal(`${origin}${siteImage('/images/share-card.png')}`);
    const json = text.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    const ld = JSON.parse(json ?? '{}');
    expect(ld).to.include({ '@context': 'https://schema.org', '@type': 'Article', headline: 'How to Fill a Confidence Bank', description });
    expect(ld.datePublished).to.equal('2024-08-02T09:00:00.000Z');
    expect(ld.author).to.deep.equal({ '@type': 'Person', name: ld.author.name });
    expect(ld.publisher.name).to.equal('Mindful Miles');
    expect(ld.mainEntityOfPage['@id']).to.equal(`${origin}/blog/how-to-fill-a-confidence-bank`);
  });

  it('lists every public page and published article in /sitemap.xml', async () => {
    const res = await get('/sitemap.xml').expect(200).expect('Content-Type', /application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of PUBLIC_PAGES) expect(locs).to.include(origin + path);
    const articles = locs.filter((loc) => loc.startsWith(`${origin}/blog/`));
    expect(articles).to.have.length(42);
    expect(articles).to.include(`${origin}/blog/start-here`);
    expect(articles, 'no drafts').not.to.include(`${origin}/blog/post-race-blues-and-how-to-land-softly`);
    expect(articles, 'no scheduled posts').not.to.include(`${origin}/blog/fear-on-technical-descents`);
    expect(res.text).to.include(`<url><loc>${origin}/blog/start-here</loc><lastmod>2024-01-08</lastmod></url>`);
  });

  it('keeps crawlers out of /admin, /api and /graphql and points them at the sitemap', async () => {
    const res = await get('/robots.txt').expect(200).expect('Content-Type', /text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).to.include.members(['User-agent: *', 'Disallow: /admin', 'Disallow: /api', 'Disallow: /graphql', `Sitemap: ${origin}/sitemap.xml`]);
  });

  it('publishes an RSS 2.0 feed of the latest published articles', async () => {
    const res = await get('/rss.xml').expect(200).expect('Content-Type', /application\/rss\+xml/);
    expect(res.text).to.match(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(res.text).to.include(`<link>${origin}/blog</link>`);
    expect(res.text).to.include(`<atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml" />`);
    const items = [...res.text.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]);
    expect(items).to.have.length(42);
    expect(items[0]).to.include('<title>Racing Your Own Race in a Crowded Field</title>');
    expect(items[0]).to.include(`<link>${origin}/blog/racing-your-own-race-in-a-crowded-field</link>`);
    expect(items[0]).to.include('<pubDate>Fri, 16 Oct 2026 09:00:00 GMT</pubDate>');
    expect(items[0]).to.include('<category>Peak &amp; Race</category>');
    expect(res.text).not.to.include('post-race-blues-and-how-to-land-softly');
  });

  it('carries each article whole in the feed, as readers get it, with absolute addresses', async () => {
    const { text } = await get('/rss.xml').expect(200);
    expect(text).to.include('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
    const items = [...text.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]!);
    const encoded = items.map((item) => /<content:encoded><!\[CDATA\[([\s\S]*?)\]\]><\/content:encoded>/.exec(item)?.[1]);
    expect(encoded.every((html) => typeof html === 'string' && html.length > 0), 'every item has its content').to.equal(true);
    // The whole article is longer than its excerpt, sanitised as on the page, and its site images are absolute.
    const first = encoded[0]!;
    const excerpt = /<description>([\s\S]*?)<\/description>/.exec(items[0]!)![1]!;
    expect(first.length).to.be.greaterThan(excerpt.length);
    expect(first).not.to.match(/<script/i);
    const page = (await get('/blog/racing-your-own-race-in-a-crowded-field').expect(200)).text;
    const firstParagraph = /<p>([^<]{20,}?)<\/p>/.exec(first)![1]!;
    expect(page).to.include(firstParagraph);
    expect(encoded.join('')).not.to.match(/\s(?:src|href)="\/(?!\/)/);
  });
});
