/**
 * The API keys screen in Chromium (issue 11): reached from the admin bar; a key is created with a
 * name and scope, its token shown once with a Copy button and the warning; the list shows the
 * prefix, never the token (not after a reload either); the token works; Revoke asks first, then
 * the key shows as revoked and is refused. Usable at 375px without sideways scrolling of the page.
 */
import { expect } from 'chai';
import request from 'supertest';
import { closeToasts, toastText } from '../helpers/admin-browser.js';
import { launchBrowser, seriousA11yViolations } from '../helpers/browser.js';
import { loginThroughForm } from '../helpers/admin-browser.js';
import { insertPost } from '../helpers/fixtures.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e admin: API keys', () => {
  const site = siteInBrowser({ browser: { signedIn: true } });

  it('creates a key, shows its token once with a copy button, lists it by prefix, and revokes it', async () => {
    const { page } = site.browser;
    const draft = await insertPost({ status: 'draft', title: 'Preview me' });
    await page.goto(site.server.baseUrl + '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    await page.getByText('No API keys yet.').waitFor();

    // An empty name is refused next to the field.
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('Name is required').waitFor();
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).to.equal('true');

    await page.getByLabel('Name').fill('Preview front end');
    await page.getByRole('radio', { name: /Admin/ }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const notice = page.getByTestId('new-api-key');
    await notice.waitFor();
    expect(await notice.textContent()).to.include('won’t be shown again');
    const token = await page.getByLabel('The new API key').inputValue();
    expect(token).to.match(/^mfk_[A-Za-z0-9_-]{43}$/);
    await notice.getByRole('button', { name: 'Copy' }).click();
    expect(await notice.getByRole('status').textContent()).to.match(/Copied|Selected/);

    const row = page.getByTestId('api-key-row').filter({ hasText: 'Preview front end' });
    await row.waitFor();
    expect(await row.textContent()).to.include(token.slice(0, 12)).and.include('Admin').and.include('Never').and.include('Active');
    expect(await row.textContent()).to.not.include(token);

    // The token works as an admin key: a draft in preview.
    const preview = await request(site.server.app).post('/graphql').set('X-Api-Key', token)
      .send({ query: `{ post(slug: "${draft.slug}", preview: true) { title } }` }).expect(200);
    expect(preview.body.data.post.title).to.equal('Preview me');

    // Gone once hidden, and after a reload: never shown again.
    await notice.getByRole('button', { name: /hide the key/ }).click();
    await page.reload();
    await row.waitFor();
    expect(await page.content()).to.not.include(token);
    expect(await row.textContent()).to.not.include('Never'); // last used just now

    expect(await seriousA11yViolations(page)).to.deep.equal([]);

    await closeToasts(page);
    await row.getByRole('button', { name: 'Revoke Preview front end' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this API key?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    expect((await toastText(page, 'Success')).description).to.include('Preview front end');
    await row.filter({ hasText: 'Revoked' }).waitFor();
    expect(await row.getByRole('button', { name: /Revoke/ }).count()).to.equal(0);
    await request(site.server.app).post('/graphql').set('X-Api-Key', token).send({ query: '{ posts { total } }' }).expect(401);
  });

  it('works at 375px: the form, the token and the list fit without the page scrolling sideways', async () => {
    const narrow = await launchBrowser({ width: 375, height: 740 });
    try {
      const { page } = narrow;
      await loginThroughForm(page, site.server.baseUrl);
      await page.goto(site.server.baseUrl + '/admin/api-keys');
      await page.getByLabel('Name').fill('Phone test');
      await page.getByRole('button', { name: 'Create key' }).click();
      await page.getByTestId('new-api-key').waitFor();
      await page.getByTestId('api-key-row').filter({ hasText: 'Phone test' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).to.be.at.most(0);
      const copy = await page.getByRole('button', { name: 'Copy' }).boundingBox();
      expect(copy!.x + copy!.width).to.be.at.most(375);
      expect(await seriousA11yViolations(page)).to.deep.equal([]);
    } finally {
      await narrow.close();
    }
  });
});
