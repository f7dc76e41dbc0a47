/**
 * Issue 24's screens in Chromium: the Staff screen (members with role and status, invite, change
 * role, suspend/reactivate, remove, resend/withdraw an invitation, the last administrator's
 * refusal said plainly), the account screen (own details, password, 2FA set-up with its QR code
 * and recovery codes, own sessions with "End session"), the audit log (filters and page in the
 * URL, CSV), and the admin offering each role only what it may do. At 320 px nothing scrolls
 * the page sideways.
 */
import { expect } from 'chai';
import { generate } from 'otplib';
import request from 'supertest';
import { AuditEntry, OutboxMessage, StaffToken, User } from '../../models/index.js';
import type { MailPayload } from '../../models/outbox-message.model.js';
import { closeToasts, firstFrameOfDialog, toastText } from '../helpers/admin-browser.js';
import { launchBrowser, seriousA11yViolations } from '../helpers/browser.js';
import { insertPost } from '../helpers/fixtures.js';
import { createStaffMember, STAFF_PASSWORD } from '../helpers/staff.js';
import type { Page } from 'playwright-core';
import { siteInBrowser } from '../helpers/site-in-browser.js';

async function signIn(page: Page, baseUrl: string, username: string, password = STAFF_PASSWORD): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/admin(\/account)?$/);
  await closeToasts(page);
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('e2e staff screens: staff, account, audit log, and what each role is offered', function () {
  this.timeout(180_000);
  const site = siteInBrowser();

  it('Staff: invite, resend and withdraw an invitation; change a role; suspend and reactivate; remove', async () => {
    await createStaffMember(site.server.services, 'administrator', 'ada.admin');
    await createStaffMember(site.server.services, 'author', 'arthur.author');
    await createStaffMember(site.server.services, 'contributor', 'connie.contrib');
    const { page } = site.browser;
    await signIn(page, site.server.baseUrl, 'ada.admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    const arthur = page.getByTestId('staff-row').filter({ hasText: 'arthur.author' });
    await arthur.waitFor();
    expect(await arthur.textContent()).to.include('Author').and.include('Active').and.include('arthur.author@example.org').and.include('Never');
    expect(await seriousA11yViolations(page)).to.deep.equal([]);

    // Invite: a bad address is refused next to the field; a good one is listed as pending and mailed.
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.locator('#invite-email-error').waitFor();
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).to.equal('true');
    await page.getByLabel('E-mail').fill('new.editor@example.org');
    await page.getByLabel('Role', { exact: true }).selectOption('editor');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await toastText(page, 'Invitation sent');
    const invitation = page.getByTestId('invitation-row').filter({ hasText: 'new.editor@example.org' });
    await invitation.waitFor();
    expect(await invitation.textContent()).to.include('Editor');
    const mailsTo = async () => (await OutboxMessage.findAll({ where: { kind: 'mail' } })).filter((row) => (row.payload as MailPayload).to === 'new.editor@example.org').length;
    expect(await mailsTo()).to.equal(1);
    await invitation.getByRole('button', { name: 'Resend the invitation to new.editor@example.org' }).click();
    await toastText(page, 'Success');
    expect(await mailsTo()).to.equal(2);
    await closeToasts(page);
    await page.getByTestId('invitation-row').filter({ hasText: 'new.editor@example.org' }).getByRole('button', { name: /^Withdraw/ }).click();
    await page.getByRole('alertdialog', { name: 'Withdraw this invitation?' }).getByRole('button', { name: 'Withdraw' }).click();
    await page.getByText('No pending invitations.').waitFor();
    expect(await StaffToken.count({ where: { purpose: 'invitation', revokedAt: null, usedAt: null } })).to.equal(0);

    // Change a role with the keyboard: the dialog's radios, then Save role.
    await closeToasts(page);
    await arthur.getByRole('button', { name: 'Change role of arthur.author' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the role of arthur.author' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: /Editor/ }).check();
    await dialog.getByRole('button', { name: 'Save role' }).click();
    await toastText(page, 'Success');
    await arthur.filter({ hasText: 'Editor' }).waitFor();
    expect((await User.findOne({ where: { username: 'arthur.author' } }))!.role).to.equal('editor');

    // Suspend (asks first), then reactivate.
    await closeToasts(page);
    const connie = page.getByTestId('staff-row').filter({ hasText: 'connie.contrib' });
    await connie.getByRole('button', { name: 'Suspend connie.contrib' }).click();
    await page.getByRole('alertdialog', { name: 'Suspend connie.contrib?' }).getByRole('button', { name: 'Suspend' }).click();
    await connie.filter({ hasText: 'Suspended' }).waitFor();
    await request(site.server.app).post('/api/admin/login').send({ username: 'connie.contrib', password: STAFF_PASSWORD }).expect(401);
    await connie.getByRole('button', { name: 'Reactivate connie.contrib' }).click();
    await page.getByRole('alertdialog', { name: 'Reactivate connie.contrib?' }).getByRole('button', { name: 'Reactivate' }).click();
    await connie.filter({ hasText: 'Active' }).waitFor();

    // Remove.
    await closeToasts(page);
    await connie.getByRole('button', { name: 'Remove connie.contrib' }).click();
    await page.getByRole('alertdialog', { name: 'Remove connie.contrib?' }).getByRole('button', { name: 'Remove' }).click();
    await connie.waitFor({ state: 'detached' });
    expect(await User.count({ where: { username: 'connie.contrib' } })).to.equal(0);
  });

  it('Staff: the last active administrator cannot be demoted, suspended or removed, and the refusal is said plainly', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin/staff`);
    const ada = page.getByTestId('staff-row').filter({ hasText: 'ada.admin' });
    await ada.waitFor();
    // Alone: the row says why, and its buttons are off.
    expect(await ada.textContent()).to.include('The last active administrator');
    expect(await ada.getByRole('button', { name: 'Change role of ada.admin' }).isDisabled()).to.equal(true);

    // A second administrator is suspended behind the screen's back: the page still offers it, the server refuses.
    const second = await createStaffMember(site.server.services, 'administrator', 'bea.admin');
    await page.reload();
    const bea = page.getByTestId('staff-row').filter({ hasText: 'bea.admin' });
    await bea.waitFor();
    expect(await ada.getByRole('button', { name: 'Change role of ada.admin' }).isDisabled()).to.equal(false);
    await second.update({ suspendedAt: new Date() });
    const firstFrame = await firstFrameOfDialog(page);
    await ada.getByRole('button', { name: 'Change role of ada.admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the role of ada.admin' });
    // Their role is chosen from the dialog's first frame.
    expect((await firstFrame()).filter((control) => control.value === true).map((control) => control.label.split(' — ')[0]))
      .to.deep.equal(['Administrator']);
    await dialog.getByRole('radio', { name: /Author/ }).check();
    await dialog.getByRole('button', { name: 'Save role' }).click();
    const refusal = page.locator('.staff-refusal');
    await refusal.waitFor();
    expect(await refusal.getAttribute('role')).to.equal('alert');
    expect(await refusal.textContent()).to.include('This is the last active administrator: make someone else an administrator first.');
    expect((await User.findOne({ where: { username: 'ada.admin' } }))!.role).to.equal('administrator');
    await closeToasts(page);
  });

  it('Account: own details and password; 2FA set up with a QR code and recovery codes; other sessions ended', async () => {
    const { page } = site.browser;
    // Another device of this member, to end from the list.
    const phone = request.agent(site.server.app);
    await phone.post('/api/admin/login').set('User-Agent', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1')
      .send({ username: 'ada.admin', password: STAFF_PASSWORD }).expect(200);
    await page.getByRole('link', { name: /Signed in as ada\.admin/ }).click();
    await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).to.deep.equal([]);

    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Save details' }).click();
    await toastText(page, 'Saved');
    expect((await User.findOne({ where: { username: 'ada.admin' } }))!.name).to.equal('Ada Lovelace');

    // Sessions: this device and the phone; end the phone's.
    const sessions = page.getByRole('list', { name: 'Signed-in devices' });
    await sessions.getByText('Safari on iOS').waitFor();
    expect(await sessions.getByText('This device').count()).to.equal(1);
    await page.getByRole('button', { name: /^End session: Safari on iOS/ }).click();
    await toastText(page, 'Signed out');
    await sessions.getByText('Safari on iOS').waitFor({ state: 'detached' });
    expect((await phone.get('/api/admin/session').expect(200)).body.isAuthenticated).to.equal(false);

    // Password: the wrong current one is refused next to its field.
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password').fill('Ada-Brand-New-Passphrase-7');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Current password is not correct').waitFor();
    await page.getByLabel('Current password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await toastText(page, 'Password changed');
    await request(site.server.app).post('/api/admin/login').send({ username: 'ada.admin', password: 'Ada-Brand-New-Passphrase-7' }).expect(200);

    // Two-factor sign-in: QR code and secret, a wrong code refused, the right one gives ten recovery codes.
    await closeToasts(page);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.locator('#totp-code-error').waitFor();
    await page.getByLabel('Code from the app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).to.equal(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await toastText(page, 'Two-factor sign-in is on');
    await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).waitFor();
    expect((await User.findOne({ where: { username: 'ada.admin' } }))!.totpEnabledAt).to.not.equal(null);
  });

  it('Audit log: filters and page in the URL, empty and filled states, CSV of the same filters', async () => {
    const { page } = site.browser;
    const ada = (await User.findOne({ where: { username: 'ada.admin' } }))!;
    // Enough entries for a second page.
    await AuditEntry.bulkCreate(Array.from({ length: 55 }, (_, index) => ({
      actorId: ada.id, actorName: 'ada.admin', ip: '203.0.113.9', kind: 'post.updated', objectType: 'post', objectId: String(index), summary: `Post #${index} updated`,
    })));
    await page.goto(`${site.server.baseUrl}/admin/audit-log`);
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    await page.getByTestId('audit-row').first().waitFor();
    expect(await seriousA11yViolations(page)).to.deep.equal([]);

    await page.getByLabel('Kind').selectOption('post');
    await page.getByLabel('Member').selectOption({ label: 'Ada Lovelace (ada.admin)' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(`${site.server.baseUrl}/admin/audit-log?actorId=${ada.id}&kind=post`);
    await page.getByRole('heading', { name: /Entries \(55 matching\)/ }).waitFor();
    expect(await page.getByTestId('audit-row').count()).to.equal(50);
    await page.getByRole('navigation', { name: 'Audit log pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(`${site.server.baseUrl}/admin/audit-log?actorId=${ada.id}&kind=post&page=2`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="audit-row"]').length === 5);

    // Opened from its address, the same state; the CSV link carries the same filters.
    await page.goto(`${site.server.baseUrl}/admin/audit-log?actorId=${ada.id}&kind=post&page=2`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="audit-row"]').length === 5);
    expect(await page.getByLabel('Kind').inputValue()).to.equal('post');
    const csvHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(csvHref).to.equal(`/api/admin/audit-log.csv?actorId=${ada.id}&kind=post`);
    const csv = await page.evaluate(async (href) => (await fetch(href!)).text(), csvHref);
    expect(csv.split('\r\n').filter(Boolean)).to.have.length(56);

    await page.goto(`${site.server.baseUrl}/admin/audit-log?kind=webhook`);
    await page.getByText('No entries match these filters.').waitFor();
  });

  it('each role is offered only what it may do: navigation, screens, dashboard actions', async () => {
    const { page } = site.browser;
    await createStaffMember(site.server.services, 'contributor', 'cody.contrib');
    await signIn(page, site.server.baseUrl, 'cody.contrib');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    const links = await nav.getByRole('link').allTextContents();
    expect(links).to.deep.equal(['Dashboard', 'Media']);
    expect(await page.getByRole('tab', { name: 'Submissions' }).count()).to.equal(0);
    expect(await page.getByRole('link', { name: 'Manage Categories' }).count()).to.equal(0);
    // A screen of another role, opened by its address, says so instead of failing.
    await page.goto(`${site.server.baseUrl}/admin/staff`);
    await page.getByRole('heading', { name: 'Not available to your role' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Contributors cannot manage staff: ask an administrator.' }).count()).to.equal(1);
    // A new post starts as a draft, and Published is not offered.
    await page.goto(`${site.server.baseUrl}/admin/blog/new`);
    await page.getByRole('heading', { name: 'New Post' }).waitFor();
    await page.getByRole('radio', { name: 'Draft' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Published' }).count()).to.equal(0);
    expect(await page.getByRole('radio', { name: 'Draft' }).isChecked()).to.equal(true);
    expect(await page.locator('.admin-publish-bar [data-action]').textContent()).to.equal('Save draft');
    // On the dashboard the bulk bar offers no Publish, Unpublish or Delete, nor the row a Delete.
    await insertPost({ status: 'draft', title: 'Somebody else’s draft' });
    await page.goto(`${site.server.baseUrl}/admin`);
    await page.getByTestId('admin-post').first().waitFor();
    expect(await page.getByTestId('admin-post').first().getByRole('button', { name: /^Delete/ }).count()).to.equal(0);
    await page.getByRole('group', { name: 'Bulk actions' }).waitFor();
    expect(await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button').count()).to.equal(0);

    await createStaffMember(site.server.services, 'editor', 'edna.editor');
    await signIn(page, site.server.baseUrl, 'edna.editor');
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).to.deep.equal(['Dashboard', 'Categories', 'Media']);
    await page.getByRole('tab', { name: 'Submissions' }).waitFor();
  });

  it('keyboard alone: the role dialog opens on the current role, arrows choose, Save role saves; Escape cancels', async () => {
    const { page } = site.browser;
    await createStaffMember(site.server.services, 'author', 'kim.keys');
    await createStaffMember(site.server.services, 'administrator', 'kai.admin');
    await signIn(page, site.server.baseUrl, 'kai.admin');
    await page.goto(`${site.server.baseUrl}/admin/staff`);
    const button = page.getByRole('button', { name: 'Change role of kim.keys' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change the role of kim.keys' });
    await dialog.waitFor();
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === 'author');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Change role of kim.keys');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === 'author');
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('radio', { name: /Contributor/ }).isChecked()).to.equal(true);
    await dialog.getByRole('button', { name: 'Save role' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('staff-row').filter({ hasText: 'kim.keys' }).filter({ hasText: 'Contributor' }).waitFor();
  });

  it('loading failures say so with "Try again", which loads the list', async () => {
    const { page } = site.browser;
    await page.route('**/api/admin/staff', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong' }) }));
    await page.goto(`${site.server.baseUrl}/admin/staff`);
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load the staff list' });
    await alert.waitFor();
    expect(await alert.textContent()).to.include('Something went wrong');
    await page.unroute('**/api/admin/staff');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('staff-row').first().waitFor();
    await alert.waitFor({ state: 'detached' });
  });

  it('when administrators require 2FA, a member without it lands on their account, and goes on once enrolled', async () => {
    const { page } = site.browser;
    await createStaffMember(site.server.services, 'author', 'nora.new');
    await site.server.services.staffSettings.setRequire2fa(true);
    try {
      await signIn(page, site.server.baseUrl, 'nora.new');
      await page.waitForURL(`${site.server.baseUrl}/admin/account`);
      await page.getByRole('alert').filter({ hasText: 'Two-factor sign-in is required for every staff member' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Admin' }).getByRole('link').count()).to.equal(0);
      // Another admin page sends them back here.
      await page.goto(`${site.server.baseUrl}/admin`);
      await page.waitForURL(`${site.server.baseUrl}/admin/account`);
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
      await page.getByLabel('Code from the app').fill(await generate({ secret }));
      await page.getByRole('button', { name: 'Turn on' }).click();
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    } finally {
      await site.server.services.staffSettings.setRequire2fa(false);
    }
  });

  it('works at 320 px: no sideways scrolling of the staff, account and audit log pages', async () => {
    const narrow = await launchBrowser({ width: 320, height: 700 });
    try {
      await signIn(narrow.page, site.server.baseUrl, 'edna.editor');
      await User.update({ role: 'administrator' }, { where: { username: 'edna.editor' } });
      for (const path of ['/admin/staff', '/admin/account', '/admin/audit-log']) {
        await narrow.page.goto(site.server.baseUrl + path);
        await narrow.page.locator('h1').waitFor();
        await narrow.page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((element) => element.textContent?.startsWith('Loading')));
        await narrow.page.locator('table, .account-session-list').first().waitFor();
        expect(await sidewaysOverflow(narrow.page), path).to.be.at.most(0);
      }
    } finally {
      await narrow.close();
    }
  });
});
