/**
 * The admin Webhooks screen in Chromium: staff open it from the admin bar, add a webhook with
 * the form (a bad URL first: the field says why), publish a post, and see the signed delivery
 * reach a local receiver and show as sent in the Recent deliveries table; the screen works at 375 px.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { Webhook } from '../../models/index.js';
import { verifySignature } from '../../src/integrations/webhooks/webhook-signature.js';
import { createChannelWorker } from '../../src/outbox/outbox.runtime.js';
import { createWebhookChannel } from '../../src/integrations/webhooks/webhook.delivery.js';
import { closeToasts, toastText } from '../helpers/admin-browser.js';
import { seriousA11yViolations } from '../helpers/browser.js';
import { insertPost } from '../helpers/fixtures.js';
import { captureLogger, FAST_SETTINGS, waitFor } from '../outbox/support.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e admin: webhooks', function () {
  this.timeout(60_000);
  let receiverUrl: string;
  const received: Array<{ headers: Record<string, unknown>; body: string }> = [];
  const worker = createChannelWorker(createWebhookChannel({ timeoutMs: 2_000, allowPrivateTargets: true }), FAST_SETTINGS, captureLogger().logger);
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  const site = siteInBrowser({
    beside: [
      {
        start: async () => {
          await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
          receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/rebuild`;
        },
        stop: () => new Promise<void>((resolve) => { receiver.closeAllConnections(); receiver.close(() => resolve()); }),
      },
      { start: async () => worker.start(), stop: () => worker.stop() },
    ],
    browser: { signedIn: true },
  });

  it('adds a webhook from the admin, publishes a post, and shows the delivery as sent', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL(site.server.baseUrl + '/admin/webhooks');
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByText('No webhooks yet.').waitFor();

    await page.getByLabel('Name').fill('Static site rebuild');
    await page.getByLabel('URL', { exact: true }).fill('ftp://example.com/hook');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByText('URL must start with http:// or https://').first().waitFor();
    expect(await page.getByLabel('URL', { exact: true }).getAttribute('aria-invalid')).to.equal('true');
    await closeToasts(page);

    await page.getByLabel('URL', { exact: true }).fill(receiverUrl);
    expect(await page.getByRole('checkbox', { name: /Post published/ }).isChecked()).to.equal(true);
    await page.getByRole('checkbox', { name: /Post unpublished/ }).check();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    expect((await toastText(page, 'Success')).description).to.equal('Webhook created');
    const card = page.getByTestId('webhook').filter({ hasText: 'Static site rebuild' });
    await card.waitFor();
    expect(await card.textContent()).to.contain(receiverUrl);
    expect(await card.textContent()).to.contain('post.published, post.unpublished');
    const stored = await Webhook.findOne({ where: { name: 'Static site rebuild' } });
    expect(stored!.url).to.equal(receiverUrl);
    expect(stored!.events).to.deep.equal(['post.published', 'post.unpublished']);
    await card.getByText('Show signing secret').click();
    expect((await card.locator('code.webhook-secret').textContent())?.trim()).to.equal(stored!.secret);

    const draft = await insertPost({ slug: 'hook-me', title: 'Hook me', status: 'draft' });
    await site.server.services.posts.setStatusMany([draft.id], 'published');
    await waitFor('the receiver to get the delivery', () => received.length >= 1);
    expect(received[0]!.headers['x-webhook-event']).to.equal('post.published');
    expect(verifySignature(stored!.secret, received[0]!.headers['x-webhook-signature'] as string, received[0]!.body)).to.equal(true);

    await page.getByRole('button', { name: 'Refresh' }).click();
    const row = page.getByTestId('webhook-delivery').filter({ hasText: 'post.published' });
    await row.filter({ hasText: 'sent' }).waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells[1]).to.equal('Static site rebuild');
    expect(cells[2]).to.equal(`post.published #${draft.id}`);
    expect(cells[3]).to.equal('sent');
    expect(cells[4]).to.equal('1');
    expect(cells[5]).to.equal('—');

    // The inspector shows what was sent and what came back; a sent delivery may be sent again.
    await row.getByText('Inspect').click();
    const inspector = row.getByTestId('webhook-inspector');
    await inspector.waitFor();
    expect(await inspector.innerText()).to.match(/POST http:\/\/127\.0\.0\.1:\d+\/rebuild/).and.match(/x-webhook-signature/).and.match(/Status 2\d\d/);
    const before = received.length;
    await row.getByRole('button', { name: /^Redeliver delivery \d+$/ }).click();
    await page.getByText(/Delivery #\d+ queued again/).waitFor();
    await waitFor('the redelivery arrived', () => received.length === before + 1);
    expect(received.at(-1)!.body).to.equal(received[before - 1]!.body);
  });

  it('sends a test ping, disables and deletes the webhook', async () => {
    const { page } = site.browser;
    await closeToasts(page);
    const card = page.getByTestId('webhook').filter({ hasText: 'Static site rebuild' });
    await card.getByRole('button', { name: 'Send test' }).click();
    expect((await toastText(page, 'Success')).description).to.equal('Test delivery queued for “Static site rebuild”');
    await waitFor('the ping', () => received.some((request) => request.headers['x-webhook-event'] === 'ping'));
    await closeToasts(page);
    await card.getByRole('button', { name: 'Disable' }).click();
    expect((await toastText(page, 'Success')).description).to.equal('“Static site rebuild” disabled');
    await card.locator('.tag', { hasText: 'Disabled' }).waitFor();
    await card.getByRole('button', { name: 'Enable' }).waitFor();
    expect((await Webhook.findOne())!.active).to.equal(false);
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No webhooks yet.').waitFor();
    expect(await Webhook.count()).to.equal(0);
  });

  it('works at 375 px wide without sideways scrolling, and has no serious accessibility violations', async () => {
    const { page } = site.browser;
    const narrow = await site.server.services.webhooks.create({ name: 'Narrow screen', url: `${receiverUrl}/${'a-very-long-path-segment/'.repeat(4)}`, events: ['post.published'] });
    await site.server.services.webhooks.ping(narrow.id);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByTestId('webhook').filter({ hasText: 'Narrow screen' }).waitFor();
    await page.getByTestId('webhook-delivery').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    expect(await seriousA11yViolations(page)).to.deep.equal([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
