/**
 * Issue 20, item 9 in Chromium: the Submissions tab as an inbox. The server has no e-mail
 * provider key, and the tab says so plainly; staff mark submissions handled in bulk, filter by
 * state (kept in the URL through a reload), keep a note, archive one, delete an erasure request
 * (recorded as such in the audit log), and page through a long list by URL; at 390 px the page
 * itself never scrolls sideways.
 */
import { expect } from 'chai';
import request from 'supertest';
import type { Page } from 'playwright-core';
import { AuditEntry } from '../../models/index.js';
import { closeToasts, firstFrameOfDialog, toastText } from '../helpers/admin-browser.js';
import { seriousA11yViolations } from '../helpers/browser.js';
import { ADMIN } from '../helpers/fixtures.js';
import { Suggestion, WaitlistEntry } from '../helpers/submissions.js';
import { waitFor } from '../helpers/wait.js';
import { formBody, FORM_PATHS } from '../outbox/support.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const rows = (page: Page) => page.getByTestId('submission');
const emails = (page: Page) => rows(page).locator('th[scope="row"]').allTextContents();
const row = (page: Page, email: string) => rows(page).filter({ hasText: email });

describe('e2e admin: the submissions inbox', function () {
  this.timeout(120_000);
  const site = siteInBrowser({
    database: { categories: false },
    server: { configure: (config) => ({ ...config, klaviyo: { ...config.klaviyo, apiKey: undefined } }) },
    started: async ({ app }) => {
      for (const n of [1, 2, 3]) await request(app).post(FORM_PATHS.suggestion).send(formBody('suggestion', n)).expect(200);
      // A long waitlist, for paging (stored directly: 25 fit on a page).
      await WaitlistEntry.bulkCreate(Array.from({ length: 27 }, (_, i) => ({ firstName: 'Wait', lastName: `Lister ${i + 1}`, email: `lister-${i + 1}@example.com`, createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)) })));
    },
    browser: { signedIn: true },
  });

  it('explains that the e-mail provider is not connected, on the tab and on each waiting submission', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin?tab=submissions&kind=suggestion`);
    await rows(page).first().waitFor();
    const notice = page.getByTestId('provider-status');
    expect(await notice.innerText()).to.match(/^The e-mail provider is not connected\s+Submissions are not being sent to the e-mail provider \(Klaviyo\) because the server has no API key \(KLAVIYO_API_KEY is not set\)\. Every submission is kept here and waits; nothing is lost\./);
    expect(await row(page, 'suggestion-1@example.com').getByTestId('delivery').innerText()).to.match(/Waiting\s+0 attempts\s+Not sent yet: the e-mail provider is not connected \(see above\)\./);
    expect(await page.getByRole('button', { name: /^Suggestions/ }).innerText()).to.match(/^Suggestions\s*3\s*3 new$/);
    expect(await seriousA11yViolations(page)).to.deep.equal([]);
  });

  it('marks chosen submissions handled in bulk and filters by state, kept in the URL', async () => {
    const { page } = site.browser;
    await page.getByLabel('Choose the submission from suggestion-1@example.com').check();
    await page.getByLabel('Choose the submission from suggestion-2@example.com').check();
    await page.getByRole('group', { name: 'Bulk actions' }).getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Mark handled 2 submissions' }).click();
    expect(await toastText(page, 'Updated')).to.deep.equal({ title: 'Updated', description: '2 submissions marked handled.' });
    await row(page, 'suggestion-1@example.com').getByTestId('inbox').locator('.tag', { hasText: 'Handled' }).waitFor();
    await page.getByRole('button', { name: /^Suggestions\s*3\s*1 new$/ }).waitFor();

    await page.getByLabel('Show').selectOption({ label: 'New' });
    await page.waitForURL(/[?&]state=new/);
    await page.locator('.admin-count', { hasText: /^1 submission$/ }).waitFor();
    expect(await emails(page)).to.deep.equal(['suggestion-3@example.com']);
    await page.reload();
    await page.locator('.admin-count', { hasText: /^1 submission$/ }).waitFor();
    expect(await page.getByLabel('Show').inputValue()).to.equal('new');
    expect(await emails(page)).to.deep.equal(['suggestion-3@example.com']);
    await page.goBack();
    await page.locator('.admin-count', { hasText: /^3 submissions$/ }).waitFor();
  });

  it('keeps a note on a submission and archives one out of the open list', async () => {
    const { page } = site.browser;
    await page.getByRole('button', { name: 'Add note on the submission from suggestion-2@example.com' }).click();
    const dialog = page.getByRole('dialog', { name: 'Note' });
    await dialog.getByLabel('Note').fill('Answered by e-mail; topic planned for January.');
    await dialog.getByRole('button', { name: 'Save note' }).click();
    expect(await toastText(page, 'Note saved')).to.deep.equal({ title: 'Note saved', description: 'On the submission from suggestion-2@example.com.' });
    expect(await row(page, 'suggestion-2@example.com').getByTestId('note').innerText()).to.equal('Answered by e-mail; topic planned for January.');
    await closeToasts(page);

    // Opened again, the dialog shows the note from its first frame.
    const firstFrame = await firstFrameOfDialog(page);
    await page.getByRole('button', { name: 'Edit note on the submission from suggestion-2@example.com' }).click();
    expect(await firstFrame()).to.deep.equal([{ label: 'Note', value: 'Answered by e-mail; topic planned for January.' }]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByLabel('State of the submission from suggestion-2@example.com').selectOption({ label: 'Archived' });
    await page.locator('.admin-count', { hasText: /^2 submissions$/ }).waitFor();
    expect(await emails(page)).to.deep.equal(['suggestion-3@example.com', 'suggestion-1@example.com']);
    await page.getByLabel('Show').selectOption({ label: 'Archived' });
    await page.locator('.admin-count', { hasText: /^1 submission$/ }).waitFor();
    expect(await row(page, 'suggestion-2@example.com').getByTestId('note').innerText()).to.equal('Answered by e-mail; topic planned for January.');
    await page.getByLabel('Show').selectOption({ label: 'New and handled' });
    await page.locator('.admin-count', { hasText: /^2 submissions$/ }).waitFor();
  });

  it('deletes an erasure request for good, recorded as such in the audit log', async () => {
    const { page } = site.browser;
    const deleteButton = page.getByRole('button', { name: 'Delete the submission from suggestion-1@example.com' });
    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this submission?' });
    await dialog.getByLabel('Another reason, such as spam').check();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Opened again, it starts at the erasure request from its first frame.
    const firstFrame = await firstFrameOfDialog(page);
    await deleteButton.click();
    expect(await firstFrame()).to.deep.equal([
      { label: 'The person asked for their data to be deleted (erasure request)', value: true },
      { label: 'Another reason, such as spam', value: false },
    ]);
    expect(await dialog.getByLabel('The person asked for their data to be deleted (erasure request)').isChecked()).to.equal(true);
    expect(await seriousA11yViolations(page)).to.deep.equal([]);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    expect(await toastText(page, 'Deleted')).to.deep.equal({ title: 'Deleted', description: '1 submission deleted for good (erasure request, recorded in the audit log).' });
    await page.locator('.admin-count', { hasText: /^1 submission$/ }).waitFor();
    expect(await emails(page)).to.deep.equal(['suggestion-3@example.com']);
    expect(await Suggestion.count({ where: { email: 'suggestion-1@example.com' } })).to.equal(0);
    await waitFor('the erasure in the audit log', async () => (await AuditEntry.count({ where: { kind: 'submission.erased' } })) === 1);
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('pages a long list through the URL, and at 390 px the page does not scroll sideways', async () => {
    const { page } = site.browser;
    await page.getByRole('button', { name: /^Waitlist/ }).click();
    await page.locator('.admin-count', { hasText: /^27 submissions$/ }).waitFor();
    expect(await page.url()).to.not.contain('kind=');
    await page.getByRole('navigation', { name: 'Submission pages' }).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/[?&]page=2/);
    await page.getByText('Page 2 of 2').waitFor();
    expect(await emails(page)).to.deep.equal(['lister-2@example.com', 'lister-1@example.com']);

    const phone = await site.newBrowser({ width: 390, height: 800, signedInAs: ADMIN });
    try {
      await phone.page.goto(`${site.server.baseUrl}/admin?tab=submissions&page=2`);
      await phone.page.getByText('Page 2 of 2').waitFor();
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).to.be.at.most(0);
    } finally {
      await phone.close();
    }
  });
});
