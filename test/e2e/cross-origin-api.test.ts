/**
 * Issue 11, "How it is checked": a page served from another origin (a second port) lists posts,
 * filters them by category, shows their images and opens one, using only the public API — fetch
 * to the site's /graphql with a Content key — in Chromium. Without CORS the fetches fail; without
 * CORP cross-origin on /images the images do not load.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { insertPost } from '../helpers/fixtures.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

/** The other site's whole front end: what the example of docs/api.md grows into. */
function partnerPage(site: string, key: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner</title></head>
<body>
<h1>Training notes from our partner</h1>
<label for="category">Category</label>
<select id="category"><option value="">All</option></select>
<ul id="posts"></ul>
<article id="article"></article>
<script>
const SITE = ${JSON.stringify(site)};
const KEY = ${JSON.stringify(key)};
async function api(query, variables) {
  const res = await fetch(SITE + '/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': KEY },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data;
}
async function list(category) {
  const data = await api('query List($filter: PostFilter) { postsConnection(first: 20, filter: $filter) { edges { node { slug title image { url alt width height } } } } }',
    { filter: category ? { categories: [category] } : null });
  const ul = document.getElementById('posts');
  ul.replaceChildren(...data.postsConnection.edges.map(({ node }) => {
    const li = document.createElement('li');
    if (node.image) {
      const img = document.createElement('img');
      img.src = node.image.url; img.alt = node.image.alt; img.width = 160; img.height = 90;
      li.append(img);
    }
    const button = document.createElement('button');
    button.textContent = node.title;
    button.addEventListener('click', () => open(node.slug));
    li.append(button);
    return li;
  }));
  ul.dataset.state = category || 'all';
}
async function open(slug) {
  const { post } = await api('query One($slug: String!) { post(slug: $slug) { title html } }', { slug });
  const article = document.getElementById('article');
  article.innerHTML = '<h2></h2>' + post.html;
  article.querySelector('h2').textContent = post.title;
}
(async () => {
  const { categories } = await api('{ categories { slug name } }');
  const select = document.getElementById('category');
  for (const c of categories) select.append(new Option(c.name, c.slug));
  select.addEventListener('change', () => list(select.value));
  await list('');
})().catch((error) => { document.body.dataset.error = error.message; });
</script>
</body></html>`;
}

describe('e2e: a page on another origin builds on the public API with a Content key', () => {
  let token: string;
  let partnerUrl: string;
  const partner = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(partnerPage(site.server.baseUrl, token));
  });
  const site = siteInBrowser({
    beside: [{
      start: async () => {
        await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', () => resolve()));
        partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
      },
      stop: () => new Promise<void>((resolve) => { partner.closeAllConnections(); partner.close(() => resolve()); }),
    }],
    prepare: async () => {
      await insertPost({ title: 'Confidence before the race', slug: 'confidence-race', categories: ['Confidence'], imageUrl: 'confidence', content: '<p>Breathe in <strong>slowly</strong> before the start.</p>' });
      await insertPost({ title: 'Setting goals for the season', slug: 'season-goals', categories: ['Goal Setting'], imageUrl: 'goal-setting' });
      await insertPost({ title: 'An unpublished draft', slug: 'hidden-draft', categories: ['Confidence'], status: 'draft' });
    },
    // Image URLs are absolute on the site's public address: this server's.
    server: { ownSiteUrl: true },
    started: async ({ services }) => {
      ({ token } = await services.apiKeys.create({ name: 'Partner front end', scope: 'content' }, { kind: 'anonymous' }));
    },
  });

  it('lists the published posts with their images loaded from the site, filters by category, and opens an article', async () => {
    const { page } = site.browser;
    expect(new URL(partnerUrl).origin).to.not.equal(new URL(site.server.baseUrl).origin);
    await page.goto(partnerUrl);
    await page.locator('#posts[data-state="all"]').waitFor();
    expect(await page.locator('body').getAttribute('data-error')).to.equal(null);

    const titles = await page.locator('#posts button').allTextContents();
    expect(titles).to.have.members(['Confidence before the race', 'Setting goals for the season']);

    const images = page.locator('#posts img');
    expect(await images.count()).to.equal(2);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('#posts img')].every((img) => img.complete));
    const widths = await images.evaluateAll((elements) => elements.map((img) => (img as HTMLImageElement).naturalWidth));
    expect(widths.every((width) => width > 0), `naturalWidth ${widths}`).to.equal(true);
    expect(await images.first().getAttribute('src')).to.match(new RegExp(`^${site.server.baseUrl}/images/`));

    await page.getByLabel('Category').selectOption({ label: 'Goal Setting' });
    await page.locator('#posts[data-state="goal-setting"]').waitFor();
    expect(await page.locator('#posts button').allTextContents()).to.deep.equal(['Setting goals for the season']);

    await page.getByLabel('Category').selectOption({ label: 'All' });
    await page.locator('#posts[data-state="all"]').waitFor();
    await page.getByRole('button', { name: 'Confidence before the race' }).click();
    await page.locator('#article h2', { hasText: 'Confidence before the race' }).waitFor();
    expect(await page.locator('#article strong').textContent()).to.equal('slowly');
    expect(await page.locator('#article').textContent()).to.include('Breathe in slowly before the start.');
  });
});
