/**
 * The admin area's door, in Chromium as a staff member meets it: every admin page sends a
 * visitor without a session to /admin/login; the login form's messages, failure and success;
 * the client-side auth check ("Loading...", "Redirecting to login..."); logout and its toasts.
 */
import { expect } from 'chai';
import { User } from '../../models/index.js';
import { closeToasts, loginThroughForm, toastText } from '../helpers/admin-browser.js';
import { seriousA11yViolations } from '../helpers/browser.js';
import { ADMIN, createAdmin } from '../helpers/fixtures.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const PROTECTED = ['/admin', '/admin?tab=blog', '/admin/categories', '/admin/blog/new', '/admin/blog/1/edit'];

describe('e2e admin: login, the guard, the auth check and logout', () => {
  const site = siteInBrowser({ admins: [ADMIN] });

  it('sends a visitor without a session from every admin page to /admin/login, which stays reachable', async () => {
    const { page } = site.browser;
    for (const path of PROTECTED) {
      await page.goto(site.server.baseUrl + path);
      expect(new URL(page.url()).pathname, path).to.equal('/admin/login');
    }
    await page.goto(site.server.baseUrl + '/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await page.title()).to.match(/^Login \| Admin/);
    expect(await seriousA11yViolations(page)).to.deep.equal([]);
  });

  it('says what is missing next to the fields', async () => {
    const { page } = site.browser;
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    expect(await page.getByLabel('Username').getAttribute('aria-invalid')).to.equal('true');
    // Focus moves once the form has drawn its messages: wait for it rather than read it at once.
    const username = await page.getByLabel('Username').elementHandle();
    await page.waitForFunction((input) => input === document.activeElement, username);
  });

  it('shows "Login failed" with the server\'s message for wrong credentials and stays', async () => {
    const { page } = site.browser;
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill('not-the-right-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await toastText(page, 'Login failed')).to.deep.equal({ title: 'Login failed', description: 'Invalid username or password' });
    expect(new URL(page.url()).pathname).to.equal('/admin/login');
    expect(await page.getByLabel('Username').inputValue()).to.equal(ADMIN.username);
    await closeToasts(page);
  });

  it('says the server could not be reached, not "Invalid credentials", when the login request fails on the way', async () => {
    const { page } = site.browser;
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await toastText(page, 'Login failed')).to.deep.equal({
      title: 'Login failed', description: 'We could not reach the server. Please check your connection and try again.',
    });
    await closeToasts(page);
    await page.unroute('**/graphql');
    await page.route('**/graphql', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }));
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await toastText(page, 'Login failed')).to.deep.equal({
      title: 'Login failed', description: '502: The server could not answer just now. Please try again in a moment.',
    });
    await closeToasts(page);
    await page.unroute('**/graphql');
    expect(new URL(page.url()).pathname).to.equal('/admin/login');
    site.browser.errors.splice(0, site.browser.errors.length, ...site.browser.errors.filter((error) => !/Failed to load resource/.test(error)));
  });

  it('logs in: "Login successful", then the dashboard; the login page then sends the admin on to the dashboard', async () => {
    const { page } = site.browser;
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await toastText(page, 'Login successful')).to.deep.equal({ title: 'Login successful', description: 'Welcome to the admin dashboard' });
    await page.waitForURL(site.server.baseUrl + '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await page.getByText(`Signed in as ${ADMIN.username}`).isVisible()).to.equal(true);
    await closeToasts(page);
    await page.goto(site.server.baseUrl + '/admin/login');
    expect(page.url()).to.equal(site.server.baseUrl + '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });

  it('shows "Loading..." while the session query is on its way', async () => {
    const { page } = site.browser;
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('AdminSession')) await held;
      await route.continue();
    });
    await page.goto(site.server.baseUrl + '/admin/categories');
    await page.getByText('Loading...', { exact: true }).waitFor();
    release();
    await page.getByRole('heading', { name: 'Manage Categories' }).waitFor();
    await page.unroute('**/graphql');
  });

  it('says "Redirecting to login..." and goes there when the session query finds no admin', async () => {
    const { page } = site.browser;
    // The session ends between the page load (the server's guard let it through) and the
    // client-side check, which then says unauthenticated.
    await loginThroughForm(page, site.server.baseUrl);
    await closeToasts(page);
    let answerSession!: () => void;
    const sessionHeld = new Promise<void>((resolve) => { answerSession = resolve; });
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('AdminSession')) await sessionHeld;
      await route.continue();
    });
    await page.route('**/admin/login/**', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(site.server.baseUrl + '/admin/categories');
      await page.getByText('Loading...', { exact: true }).waitFor();
      await site.server.sequelize.query('DELETE FROM sessions');
      answerSession();
      await page.getByText('Redirecting to login...', { exact: true }).waitFor();
      release();
      await page.waitForURL(site.server.baseUrl + '/admin/login?next=%2Fadmin%2Fcategories');
    } finally {
      answerSession();
      release();
      await page.unroute('**/admin/login/**');
      await page.unroute('**/graphql');
    }
  });

  it('sends a cookie whose account is gone straight to the login page: the server decides, not the page', async () => {
    const { page } = site.browser;
    await loginThroughForm(page, site.server.baseUrl);
    await closeToasts(page);
    await User.destroy({ where: { username: ADMIN.username } });
    try {
      await page.goto(site.server.baseUrl + '/admin');
      expect(new URL(page.url()).pathname).to.equal('/admin/login');
    } finally {
      await createAdmin(site.server.services);
    }
  });

  it('ends a session that expired while the tab was open: the next page asks to log in again', async () => {
    const { page } = site.browser;
    await loginThroughForm(page, site.server.baseUrl);
    await closeToasts(page);
    await site.server.sequelize.query('DELETE FROM sessions');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Categories' }).click();
    await page.waitForURL(site.server.baseUrl + '/admin/login?next=%2Fadmin%2Fcategories');
  });

  it('logs out with "Logged out"; afterwards /admin sends back to the login page', async () => {
    const { page } = site.browser;
    await loginThroughForm(page, site.server.baseUrl);
    await closeToasts(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    expect(await toastText(page, 'Logged out')).to.deep.equal({ title: 'Logged out', description: 'You have been logged out successfully' });
    await page.waitForURL(site.server.baseUrl + '/admin/login');
    await page.goto(site.server.baseUrl + '/admin');
    expect(new URL(page.url()).pathname).to.equal('/admin/login');
  });

  it('says "Failed to logout" when the logout request fails, and keeps the admin signed in', async () => {
    const { page } = site.browser;
    await loginThroughForm(page, site.server.baseUrl);
    await closeToasts(page);
    await page.route('**/graphql', (route) => (route.request().postData()?.includes('AdminLogout') ? route.abort() : route.continue()));
    await page.getByRole('button', { name: 'Logout' }).click();
    expect(await toastText(page, 'Error')).to.deep.equal({ title: 'Error', description: 'Failed to logout' });
    expect(new URL(page.url()).pathname).to.equal('/admin');
    await page.unroute('**/graphql');
    expect(site.browser.errors.filter((error) => !/Failed to load resource|ERR_FAILED/.test(error))).to.deep.equal([]);
  });
});
