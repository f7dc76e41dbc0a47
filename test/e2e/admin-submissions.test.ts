/**
 * The dashboard's Submissions tab in Chromium: each kind newest first with its fields and its
 * delivery to the (fake) provider, search, status filter, retry of a failed delivery, CSV export.
 */
import { readFile } from 'node:fs/promises';
import { expect } from 'chai';
import request from 'supertest';
import type { Page } from 'playwright-core';
import { OutboxMessage } from '../../models/index.js';
import { toastText } from '../helpers/admin-browser.js';
import { seriousA11yViolations } from '../helpers/browser.js';
import { FakeKlaviyo } from '../helpers/fake-klaviyo.js';
import { captureLogger, formBody, FORM_PATHS, testWorker, waitFor } from '../outbox/support.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const rows = (page: Page) => page.getByTestId('submission');
const emails = (page: Page) => rows(page).locator('th[scope="row"]').allTextContents();

describe('e2e admin: form submissions and their delivery', () => {
  const fake = new FakeKlaviyo();
  let worker: ReturnType<typeof testWorker> | undefined;
  // Registered before the fixture's: the worker stops first, while the site and the fake still run.
  after(async () => {
    await worker?.stop();
  });
  const site = siteInBrowser({
    database: { categories: false },
    beside: [fake],
    started: async ({ app }) => {
      for (const n of [1, 2, 3]) await request(app).post(FORM_PATHS.suggestion).send(formBody('suggestion', n)).expect(200);
      await request(app).post(FORM_PATHS.waitlist).send(formBody('waitlist', 1)).expect(200);
      // The provider refuses the first suggestion's event for good (400) and takes everything else.
      fake.answerNext(1, { kind: 'error', status: 400, body: { errors: [{ title: 'Invalid input.', detail: 'Metric name is reserved.' }] } });
      worker = testWorker(fake, captureLogger().logger, { batchSize: 1 });
      worker.start();
      await waitFor('every delivery settled', async () => (await OutboxMessage.count({ where: { status: ['waiting', 'sending'] } })) === 0);
    },
    browser: { signedIn: true },
  });

  it('lists each kind newest first with its fields and delivery status', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin?tab=submissions`);
    await rows(page).first().waitFor();
    expect(await emails(page)).to.deep.equal(['waitlist-1@example.com']);
    expect(await rows(page).first().innerText()).to.match(/Ada\s+Runner 1\s+Sent\s+1 attempt/);

    await page.getByRole('button', { name: /^Suggestions/ }).click();
    await page.locator('.admin-count', { hasText: /^3 submissions$/ }).waitFor();
    expect(await emails(page)).to.deep.equal(['suggestion-3@example.com', 'suggestion-2@example.com', 'suggestion-1@example.com']);
    expect(await page.getByRole('columnheader').allTextContents()).to.deep.equal(['Choose', 'Submitted', 'Email', 'Name', 'Type', 'Message', 'Delivery', 'Inbox']);
    const failed = rows(page).filter({ hasText: 'suggestion-1@example.com' });
    expect(await failed.getByTestId('delivery').innerText()).to.match(/Failed\s+1 attempt\s+Klaviyo answered 400 to POST \/api\/events: Invalid input\. — Metric name is reserved\.\s+Retry/);
    expect(await rows(page).filter({ hasText: 'suggestion-2@example.com' }).getByTestId('delivery').innerText()).to.match(/^Sent\s+1 attempt\s+on /);
    expect(await page.getByRole('button', { name: /^Suggestions/ }).innerText()).to.match(/^Suggestions\s*3\s*3 new\s*1 failed$/);
    expect(await seriousA11yViolations(page)).to.deep.equal([]);
  });

  it('searches and filters by delivery status', async () => {
    const { page } = site.browser;
    await page.getByLabel('Search submissions').fill('number 2');
    await page.locator('.admin-count', { hasText: '1 submission matching "number 2"' }).waitFor();
    expect(await emails(page)).to.deep.equal(['suggestion-2@example.com']);
    await page.getByLabel('Search submissions').fill('');
    await page.getByLabel('Delivery status').selectOption({ label: 'Failed' });
    await page.locator('.admin-count', { hasText: /^1 submission$/ }).waitFor();
    expect(await emails(page)).to.deep.equal(['suggestion-1@example.com']);
  });

  it('a status chosen while the search still waits for a pause in typing keeps both, on a slow connection', async () => {
    const { page } = site.browser;
    await page.getByLabel('Delivery status').selectOption({ label: 'Any status' });
    await page.locator('.admin-count', { hasText: /^3 submissions$/ }).waitFor();
    // Each page change answers a second late: the status is chosen before the typed search reaches the URL.
    await page.route('**/*pageContext.json*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    try {
      await page.getByLabel('Search submissions').fill('suggestion');
      await page.getByLabel('Delivery status').selectOption({ label: 'Failed' });
      await page.locator('.admin-count', { hasText: '1 submission matching "suggestion"' }).waitFor();
      expect(await emails(page)).to.deep.equal(['suggestion-1@example.com']);
      expect(await page.getByLabel('Search submissions').inputValue()).to.equal('suggestion');
    } finally {
      await page.unroute('**/*pageContext.json*');
    }
    await page.getByLabel('Search submissions').fill('');
    await page.locator('.admin-count', { hasText: /^1 submission$/ }).waitFor();
  });

  it('exports the kind as CSV', async () => {
    const { page } = site.browser;
    await page.getByLabel('Delivery status').selectOption({ label: 'Any status' });
    await page.locator('.admin-count', { hasText: /^3 submissions$/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).to.match(/^submissions-suggestion-\d{4}-\d\d-\d\d\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).to.equal('ID,Submitted at,Email,Name,Type,Message,Delivery status,Attempts,Last error,Sent at');
    expect(lines.slice(1).map((line) => line.split(',')[2])).to.deep.equal(['suggestion-3@example.com', 'suggestion-2@example.com', 'suggestion-1@example.com']);
    expect(lines[3]).to.contain(',failed,1,Klaviyo answered 400');
  });

  it('retries a failed delivery, which then reaches the provider', async () => {
    const { page } = site.browser;
    await page.getByRole('button', { name: 'Retry delivery of the submission from suggestion-1@example.com' }).click();
    expect(await toastText(page, 'Queued again')).to.deep.equal({ title: 'Queued again', description: 'The submission from suggestion-1@example.com will be sent again shortly.' });
    await waitFor('the retried event delivered', () => fake.eventIds().length === 3);
    await page.reload();
    await page.getByRole('button', { name: /^Suggestions/ }).click();
    await rows(page).filter({ hasText: 'suggestion-1@example.com' }).getByText('Sent').waitFor();
    expect(site.browser.errors).to.deep.equal([]);
  });
});
