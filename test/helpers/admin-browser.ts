/** Browser steps the admin tests share: a logged-in browser, logging in through the form, reading toasts. */
import type { Page } from 'playwright-core';
import { launchBrowser, type Browser, type RunningServer } from './browser.js';
import { ADMIN, createAdmin } from './fixtures.js';

/**
 * Logs in through /admin/login and waits for the dashboard. The browser's cookies are dropped
 * first: a logged-in admin is sent past the login form (issue 12, row 11).
 */
export async function loginThroughForm(page: Page, baseUrl: string, credentials = ADMIN): Promise<void> {
  // Leave the current page first: a request it still has on the way (e.g. one a test held back)
  // would otherwise answer after the cookies are cleared and set the renewed session cookie again,
  // and /admin/login would then send the still-logged-in admin on to the dashboard.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}/admin`);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

/** The visible toast's title and description, once one with `title` shows. */
export async function toastText(page: Page, title: string): Promise<{ title: string; description: string }> {
  const toast = page.getByTestId('toast').filter({ has: page.locator('.toast-title', { hasText: title }) });
  await toast.first().waitFor();
  return {
    title: (await toast.first().locator('.toast-title').textContent()) ?? '',
    description: (await toast.first().locator('.toast-description').textContent()) ?? '',
  };
}

/** Closes any open toast so the next one is unambiguous. */
export async function closeToasts(page: Page): Promise<void> {
  for (const button of await page.getByRole('button', { name: 'Close notification' }).all()) await button.click();
}

/** Clicks the post form's "Publish now" and answers the first-publish question (issue 20) with "Publish now". */
export async function publishPost(page: Page): Promise<void> {
  await page.locator('.admin-publish-bar').getByRole('button', { name: 'Publish now', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Publish this post now?' }).getByRole('button', { name: 'Publish now' }).click();
}

/** The editable region of the CKEditor on the post form, once it has loaded (not a table cell's nested one). */
export function editorEditable(page: Page) {
  return page.locator('.ck-editor__main > .ck-editor__editable[contenteditable="true"]');
}

/** Pastes HTML into the editor the way a browser does: a paste event carrying a DataTransfer. */
export async function pasteHtml(page: Page, html: string, text = ''): Promise<void> {
  await editorEditable(page).evaluate((element, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/html', data.html);
    transfer.setData('text/plain', data.text);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, { html, text });
}

/** A fresh browser logged in through the form as a new admin of `server` (toasts cleared). */
export async function loggedInAdminBrowser(server: RunningServer, window: Parameters<typeof launchBrowser>[0] = {}): Promise<Browser> {
  await createAdmin(server.services);
  const browser = await launchBrowser(window);
  await loginThroughForm(browser.page, server.baseUrl);
  await closeToasts(browser.page);
  return browser;
}

/** A form control as a dialog's first frame showed it: its label's text, and its value or, for a radio or checkbox, whether checked. */
export interface FirstFrameControl { label: string; value: string | boolean }

/**
 * Watches for the next dialog and returns what its first frame showed in its form controls, read
 * in the same task that inserts it: before the browser paints it and before any effect of the
 * page's code. A dialog that fills its fields in an effect is caught showing stale values.
 */
export async function firstFrameOfDialog(page: Page): Promise<() => Promise<FirstFrameControl[]>> {
  await page.evaluate(() => {
    const scope = window as unknown as { firstDialogFrame?: Promise<unknown> };
    scope.firstDialogFrame = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
        if (!dialog) return;
        observer.disconnect();
        resolve([...dialog.querySelectorAll<HTMLInputElement>('input, textarea, select')].map((control) => ({
          label: (control.labels?.[0]?.textContent ?? '').trim(),
          value: control.type === 'radio' || control.type === 'checkbox' ? control.checked : control.value,
        })));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  return () => page.evaluate(() => (window as unknown as { firstDialogFrame: Promise<FirstFrameControl[]> }).firstDialogFrame);
}
