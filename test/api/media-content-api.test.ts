/**
 * Library images inside article bodies as the Content API gives them (issue 21): the post's `html`
 * over GraphQL and REST (`fields=html`) carries the same responsive <picture> as the article page
 * (AVIF and WebP sources, a JPEG srcset, sizes, width/height, the alt text), with absolute URLs
 * that are served, for clients on other sites.
 */
import { expect } from 'chai';
import { siteImage } from '../../src/shared/site-images.js';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, postInput } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { photo } from '../helpers/media-files.js';

interface Uploaded {
  url: string;
  variants: Array<{ url: string; width: number; format: string }>;
}

/** Each srcset candidate URL of a picture's sources and img. */
function srcsetUrls(html: string): string[] {
  return [...html.matchAll(/srcset="([^"]*)"/g)].flatMap((match) => match[1]!.split(', ').map((part) => part.split(' ')[0]!));
}

describe('Content API: library images inside article bodies', function () {
  this.timeout(60_000);
  let t: TestApp;
  let admin: TestAgent;
  let site: string;
  let image: Uploaded;
  let slug: string;

  before(async () => {
    t = await createTestApp({ pages: true });
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
    site = t.config.site.publicUrl;
    image = (await admin.post('/api/admin/media').field('alt', 'Runners at the start line').attach('file', await photo(1400, 933), 'start.jpg').expect(201)).body.media;
    const content = `<p>Before the gun.</p><figure class="image"><img src="${image.variants.find((variant) => variant.format === 'jpeg')!.url}" alt="Runners waiting for the gun"></figure><p><img src="/images/brain.svg" alt="brain"></p>`;
    const input = postInput({ content });
    slug = input.slug as string;
    await admin.post('/api/admin/blog-posts').send(input).expect(201);
  });

  function expectPicture(html: string): void {
    const picture = /<picture>[\s\S]*?<\/picture>/.exec(html)?.[0];
    expect(picture, 'a <picture> in the html').to.be.a('string');
    expect(picture).to.match(/<source type="image\/avif" srcset="[^"]+" sizes="[^"]+" \/>/);
    expect(picture).to.match(/<source type="image\/webp" srcset="[^"]+"/);
    expect(picture).to.include('width="1400" height="933" alt="Runners waiting for the gun" loading="lazy"');
    const urls = srcsetUrls(picture!);
    expect(urls).to.have.length(image.variants.length);
    for (const url of urls) expect(url.startsWith(`${site}/media/`), url).to.equal(true);
    expect(urls.map((url) => url.slice(site.length)).sort()).to.deep.equal(image.variants.map((variant) => variant.url).sort());
    // The site's own images stay <img>, by their fingerprinted name, with an absolute URL.
    expect(html).to.include(`<img src="${site}${siteImage('/images/brain.svg')}" alt="brain" />`);
  }

  it('GraphQL post.html has the article page’s <picture> with absolute URLs', async () => {
    const res = await gql(request(t.app), 'query($slug: String!) { post(slug: $slug) { html } }', { slug }).expect(200);
    expectPicture(res.body.data.post.html);
  });

  it('REST fields=html gives the same HTML, for one post and in the lists; the URLs are served', async () => {
    const graph = await gql(request(t.app), 'query($slug: String!) { post(slug: $slug) { html } }', { slug }).expect(200);
    const one = await request(t.app).get(`/api/blog-posts/${slug}`).query({ fields: 'slug,html' }).expect(200);
    expect(Object.keys(one.body)).to.deep.equal(['slug', 'html']);
    expect(one.body.html).to.equal(graph.body.data.post.html);
    const list = await request(t.app).get('/api/blog-posts').query({ fields: 'slug,html' }).expect(200);
    expect(list.body.find((post: { slug: string }) => post.slug === slug).html).to.equal(one.body.html);
    const cursor = await request(t.app).get('/api/blog-posts').query({ fields: 'slug,html', limit: 5 }).expect(200);
    expect(cursor.body.find((post: { slug: string }) => post.slug === slug).html).to.equal(one.body.html);
    for (const url of srcsetUrls(one.body.html).slice(0, 3)) await request(t.app).get(url.slice(site.length)).expect(200);
    // Without fields the spec's shape is unchanged: no html.
    const spec = await request(t.app).get(`/api/blog-posts/${slug}`).expect(200);
    expect(spec.body).to.not.have.property('html');
  });

  it('refuses to delete an image a post shows inside its body (409 naming the post)', async () => {
    const id = (await admin.get('/api/admin/media').expect(200)).body.items[0].id;
    const refused = await admin.delete(`/api/admin/media/${id}`).expect(409);
    expect(refused.body.message).to.match(/^This image is used by a post: “Test post \d+”\. Remove it from that post first\.$/);
    await request(t.app).get(image.variants[0]!.url).expect(200);
  });

  it('the article page shows the same picture with site-relative URLs', async () => {
    const page = await request(t.app).get(`/blog/${slug}`).expect(200);
    expect(page.text).to.include('alt="Runners waiting for the gun"');
    expect(page.text).to.match(/<source type="image\/avif" srcset="\/media\/[0-9a-f]{32}\/w320\.avif 320w/);
  });
});
