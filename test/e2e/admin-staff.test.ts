/**
 * Issue 24 in Chromium: an invited person opens the mailed link, chooses a name, username and
 * password and lands signed in; "Forgot password?" on the login page asks for a link, and the
 * link sets a new password; an account with two-factor sign-in is asked for its code.
 * The links are read from the mail queued in the outbox (what the SMTP worker would send).
 */
import { expect } from 'chai';
import { generate } from 'otplib';
import { OutboxMessage, User } from '../../models/index.js';
import type { MailPayload } from '../../models/outbox-message.model.js';
import { toastText } from '../helpers/admin-browser.js';
import { seriousA11yViolations } from '../helpers/browser.js';
import { createStaffMember, STAFF_PASSWORD, staffAgent } from '../helpers/staff.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

async function mailedLink(to: string, path: string): Promise<string> {
  const rows = await OutboxMessage.findAll({ where: { kind: 'mail' }, order: [['id', 'DESC']] });
  const mail = rows.map((row) => row.payload as MailPayload).find((payload) => payload.to === to);
  const match = mail && new RegExp(`https?://[^\\s]*${path}\\?token=[A-Za-z0-9_-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link mailed to ${to}`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

describe('e2e staff: accepting an invitation, resetting a password, signing in with a code', function () {
  this.timeout(120_000);
  const site = siteInBrowser({ browser: { width: 390, height: 844 } });

  it('an invited editor opens the link, creates the account and lands signed in', async () => {
    const admin = await staffAgent(site.server.app, site.server.services, 'administrator', 'walk.admin');
    await admin.post('/api/admin/staff/invitations').send({ email: 'new.editor@example.org', role: 'editor' }).expect(201);
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + (await mailedLink('new.editor@example.org', '/admin/invite')));
    await page.getByRole('heading', { name: 'Join the team' }).waitFor();
    expect(await seriousA11yViolations(page)).to.deep.equal([]);
    await page.getByLabel('Your name').fill('New Editor');
    await page.getByLabel('Username').fill('new.editor');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.locator('.field-error').first().waitFor();
    expect(await page.locator('.field-error').first().textContent()).to.match(/Password/);
    await page.getByLabel('Password').fill('Editor-Passphrase-For-Walks-9');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL(`${site.server.baseUrl}/admin`);
    expect((await User.findOne({ where: { username: 'new.editor' } }))!.role).to.equal('editor');
  });

  it('"Forgot password?" asks for a link; the link sets a new password that signs in', async () => {
    await createStaffMember(site.server.services, 'author', 'forgetful');
    const { page } = site.browser;
    // Leave the signed-in page first: a request it still has on the way could set the session cookie again.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto(`${site.server.baseUrl}/admin/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('E-mail').fill('forgetful@example.org');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('status').filter({ hasText: 'If that address belongs to a staff account' }).waitFor();
    await page.goto(site.server.baseUrl + (await mailedLink('forgetful@example.org', '/admin/reset-password')));
    await page.getByLabel('New password', { exact: true }).fill('Forgetful-New-Passphrase-3');
    await page.getByRole('button', { name: 'Set my new password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password is set' }).waitFor();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL(`${site.server.baseUrl}/admin/login`);
    await page.getByLabel('Username').fill('forgetful');
    await page.getByLabel('Password', { exact: true }).fill('Forgetful-New-Passphrase-3');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${site.server.baseUrl}/admin`).catch(async (error: Error) => {
      // Where the browser is instead, and what the page says (a refused sign-in is a toast).
      throw new Error(`${error.message.split('\n')[0]}: at ${page.url()}, saying ${JSON.stringify(await page.locator('[role="status"], [role="alert"]').allInnerTexts())}`);
    });
  });

  it('an account with two-factor sign-in is asked for its code after the password', async () => {
    const member = await staffAgent(site.server.app, site.server.services, 'editor', 'careful.editor');
    const { secret } = (await member.post('/api/admin/me/totp').expect(200)).body as { secret: string };
    await member.post('/api/admin/me/totp/confirm').send({ code: await generate({ secret }) }).expect(200);
    const { page } = site.browser;
    // Leave the signed-in page first: a request it still has on the way could set the session cookie again.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto(`${site.server.baseUrl}/admin/login`);
    await page.getByLabel('Username').fill('careful.editor');
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByLabel('Two-factor code').waitFor();
    expect(page.url()).to.contain('/admin/login');
    // The enrolment spent the current step's code: the next step's is good (one step of drift).
    await page.getByLabel('Two-factor code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${site.server.baseUrl}/admin`);
    expect((await toastText(page, 'Login successful')).title).to.equal('Login successful');
  });
});
