/**
 * The GraphQL explorer at /graphql in Chromium: GraphiQL from the site's own assets runs a query
 * and shows the result under the site's strict Content-Security-Policy (no violation reported),
 * and says so when the server has introspection switched off.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { insertPost } from '../helpers/fixtures.js';
import { watchCsp } from '../helpers/browser.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';


/** Runs the query in the editor (the default one) once the editor holds it; answers the result pane's text. */
async function runDefaultQuery(page: Page): Promise<string> {
  await page.waitForFunction(() => document.querySelector('.graphiql-query-editor')?.textContent?.includes('LatestPosts'), null, { timeout: 30_000 });
  await page.locator('.graphiql-execute-button').click();
  await page.waitForFunction(() => document.querySelector('.graphiql-response')?.textContent?.includes('postsConnection'), null, { timeout: 30_000 });
  return (await page.locator('.graphiql-response').innerText()).replace(/\u00a0/g, ' ');
}

describe('e2e: the GraphQL explorer at /graphql', function () {
  this.timeout(120_000);
  const site = siteInBrowser({
    started: async () => {
      await insertPost({ slug: 'explorer-post', title: 'Seen in the explorer', publishDate: '2025-06-01T09:00:00.000Z' });
    },
    browser: { perTest: true, width: 1400, height: 900 },
  });

  it('runs a query and shows the result, with no CSP violation and no console error', async () => {
    const { page } = site.browser;
    const violations = await watchCsp(page);
    const res = await page.goto(site.server.baseUrl + '/graphql');
    expect(res?.status()).to.equal(200);
    expect(res?.headers()['content-security-policy']).to.contain("script-src 'self'");
    await page.locator('.graphiql-container').waitFor();
    expect(await page.title()).to.match(/^GraphQL explorer \| /);
    const result = await runDefaultQuery(page);
    expect(result).to.contain('Seen in the explorer').and.contain('"totalCount": 1');
    // The schema came through introspection: the docs list the Content API.
    await page.getByRole('button', { name: /documentation explorer/i }).click();
    const docs = page.locator('.graphiql-doc-explorer');
    await docs.getByRole('link', { name: 'Query', exact: true }).first().click();
    await docs.getByText('postsConnection').first().waitFor();
    expect(await page.locator('.graphql-explorer-notice').count()).to.equal(0);
    expect(await violations()).to.deep.equal([]);
    expect(site.browser.errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).to.deep.equal([]);
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('documents the schema from /graphql/schema.graphql even with introspection refused (production)', async () => {
    const { page } = site.browser;
    // Stands in for a production server with GRAPHQL_INTROSPECTION off: every introspection is refused.
    let introspected = 0;
    await page.route('**/graphql', async (route) => {
      if (!/__schema|__type/.test(route.request().postData() ?? '')) return route.continue();
      introspected++;
      await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'GraphQL introspection is off', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] }) });
    });
    const violations = await watchCsp(page);
    await page.goto(site.server.baseUrl + '/graphql');
    await page.getByRole('button', { name: /documentation explorer/i }).click();
    const docs = page.locator('.graphiql-doc-explorer');
    await docs.getByRole('link', { name: 'Query', exact: true }).first().click();
    await docs.getByText('changes').first().waitFor();
    expect(await page.locator('.graphql-explorer-notice').count()).to.equal(0);
    expect(introspected).to.equal(0);
    expect(await runDefaultQuery(page)).to.contain('Seen in the explorer');
    expect(await violations()).to.deep.equal([]);
  });

  it('says so when the schema cannot be loaded, and still runs queries', async () => {
    const { page } = site.browser;
    await page.route('**/graphql/schema.graphql', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }));
    await page.goto(site.server.baseUrl + '/graphql');
    const notice = page.locator('.graphql-explorer-notice');
    await notice.waitFor();
    expect(await notice.innerText()).to.contain('The schema could not be loaded').and.contain('/graphql/schema.graphql answered 503');
    expect(await runDefaultQuery(page)).to.contain('Seen in the explorer');
  });

  it('opens a link with ?query= with that query in the editor', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/graphql?query=${encodeURIComponent('{ categories { slug } }')}`);
    await page.waitForFunction(() => document.querySelector('.graphiql-query-editor')?.textContent?.includes('categories'), null, { timeout: 30_000 });
    await page.locator('.graphiql-execute-button').click();
    await page.waitForFunction(() => document.querySelector('.graphiql-response')?.textContent?.includes('running'), null, { timeout: 30_000 });
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('keeps the explorer off the public pages', async () => {
    const { page } = site.browser;
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(site.server.baseUrl + '/blog', { waitUntil: 'networkidle' });
    expect(scripts.length).to.be.greaterThan(0);
    expect(scripts.filter((path) => /graphql-explorer|worker|monaco|graphiql/i.test(path))).to.deep.equal([]);
  });
});
