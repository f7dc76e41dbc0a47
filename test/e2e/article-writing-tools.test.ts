/**
 * Issue 20, item 7 in Chromium: the editor keeps a table pasted from Word, sub- and superscript,
 * Markdown (typed and pasted) and turns a pasted YouTube link into an embed, and the saved post
 * keeps them; a reader on a phone gets the table in its own sideways-scrolling box, and the page
 * makes no request to YouTube or Vimeo until the reader clicks a video, which then plays from
 * youtube-nocookie.com.
 */
import { expect } from 'chai';
import type { Page, Request } from 'playwright-core';
import { BlogPost } from '../../models/index.js';
import { sanitizeArticleHtml } from '../../src/services/html-sanitizer.js';
import { editorEditable, pasteHtml, publishPost, toastText } from '../helpers/admin-browser.js';
import { seriousA11yViolations, type Browser } from '../helpers/browser.js';
import { insertPost } from '../helpers/fixtures.js';
import { waitFor } from '../helpers/wait.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

/** What Word puts on the clipboard for a small table (trimmed): its own classes, styles and <o:p> tags. */
const WORD_TABLE = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><body>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;border:none'>
<tr><td width=200 style='width:150pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b>Zone<o:p></o:p></b></p></td>
<td width=200 style='width:150pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b>Heart rate<o:p></o:p></b></p></td></tr>
<tr><td style='border:solid windowtext 1.0pt'><p class=MsoNormal>Easy<o:p></o:p></p></td>
<td style='border:solid windowtext 1.0pt'><p class=MsoNormal>60–70 %<o:p></o:p></p></td></tr>
</table></body></html>`;

const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)$/;

/** Pastes plain text the way a browser does (what copying an address or a Markdown file gives). */
async function pastePlain(page: Page, text: string): Promise<void> {
  await editorEditable(page).evaluate((element, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, text);
}

/** Puts the caret in a new empty paragraph at the end of the body (as an editor clicking below the last block would). */
async function newParagraphAtEnd(page: Page): Promise<void> {
  await editorEditable(page).evaluate((element) => {
    type Writer = { createElement(name: string): unknown; append(item: unknown, parent: unknown): void; setSelection(item: unknown, place: string): void };
    const editor = (element as unknown as { ckeditorInstance: { model: { document: { getRoot(): unknown }; change(fn: (writer: Writer) => void): void } } }).ckeditorInstance;
    editor.model.change((writer) => {
      const paragraph = writer.createElement('paragraph');
      writer.append(paragraph, editor.model.document.getRoot());
      writer.setSelection(paragraph, 'in');
    });
  });
}

const editorData = (page: Page) => editorEditable(page).evaluate((element) => (element as unknown as { ckeditorInstance: { getData(): string } }).ckeditorInstance.getData());

describe('e2e: the editor’s writing tools and what readers get', function () {
  this.timeout(180_000);
  const site = siteInBrowser({ browser: false });

  describe('writing', () => {
    const admin = site.browserInBlock({ signedIn: true });

    it('keeps a Word table, sub- and superscript, Markdown and a pasted YouTube link, and the saved post keeps them', async () => {
      const { page } = admin;
      await page.goto(`${site.server.baseUrl}/admin/blog/new`);
      await page.getByLabel('Title').fill('Zones and Breath');
      await page.getByLabel('Excerpt').fill('Which zone, which breath.');
      await page.getByLabel('Author').fill('Coach Ada');
      await page.getByLabel('Running (Sports)').check();
      await editorEditable(page).click();
      // Markdown typed: "## " becomes a heading.
      await page.keyboard.type('## Warm-up');
      await page.keyboard.press('Enter');
      // A bare YouTube link pasted into an empty paragraph becomes an embed.
      await pastePlain(page, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await waitFor('the link to become an embed', async () => (await editorData(page)).includes('<oembed'), 5_000)
        .catch(async (error: Error) => {
          throw new Error(`${error.message}: ${await editorData(page)}`);
        });
      await newParagraphAtEnd(page);
      await pasteHtml(page, '<p>VO<sub>2</sub> max and x<sup>2</sup></p>', 'VO2 max and x2');
      // Markdown pasted as plain text.
      await newParagraphAtEnd(page);
      await pastePlain(page, '### Cool-down\n\n- walk\n- **stretch**');
      await newParagraphAtEnd(page);
      await pasteHtml(page, WORD_TABLE, 'Zone\tHeart rate\nEasy\t60–70 %');

      const data = await editorData(page);
      expect(data).to.contain('<h2>Warm-up</h2>');
      expect(data).to.match(/<figure class="table"><table>.*<td>.*Zone.*<\/td>.*<td>.*60–70 %.*<\/td>.*<\/table><\/figure>/s);
      expect(data).to.not.match(/Mso|o:p|windowtext/);
      expect(data).to.contain('VO<sub>2</sub> max and x<sup>2</sup>');
      expect(data).to.contain('<h3>Cool-down</h3>');
      expect(data).to.match(/<ul><li[^>]*>walk<\/li><li[^>]*><strong>stretch<\/strong><\/li><\/ul>/);
      expect(data).to.contain('<figure class="media"><oembed url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></oembed></figure>');

      await publishPost(page);
      await toastText(page, 'Created');
      const saved = await BlogPost.findOne({ where: { slug: 'zones-and-breath' } });
      expect(saved!.content).to.contain('<table>').and.contain('<sub>2</sub>').and.contain('<sup>2</sup>').and.contain('<h3>Cool-down</h3>')
        .and.contain('<oembed url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></oembed>');
    });
  });

  describe('reading on a phone', () => {
    let reader: Browser;
    const videoRequests: string[] = [];
    before(async () => {
      const head = Array.from({ length: 8 }, (_, i) => `<th>Training zone ${i + 1}</th>`).join('');
      const cells = Array.from({ length: 8 }, (_, i) => `<td>Heart rate band number ${i + 1}</td>`).join('');
      await insertPost({
        slug: 'watch-and-breathe',
        title: 'Watch and Breathe',
        content: sanitizeArticleHtml(`<p>Before the table.</p><figure class="table"><table><thead><tr>${head}</tr></thead><tbody><tr>${cells}</tr></tbody></table></figure>`
          + '<figure class="media"><oembed url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></oembed></figure>'
          + '<figure class="media"><oembed url="https://vimeo.com/76979871"></oembed></figure><p>After the videos.</p>'),
      });
      reader = await site.newBrowser({ width: 390, height: 800 });
      reader.page.on('request', (request: Request) => {
        const host = new URL(request.url()).hostname;
        if (VIDEO_HOSTS.test(host)) videoRequests.push(request.url());
      });
      // The machine has no way out: the player answers from here, so the click's request is seen.
      await reader.context.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }));
    });
    after(async () => {
      await reader?.close();
    });

    it('puts the table in its own sideways-scrolling box; the page itself does not scroll sideways', async () => {
      const { page } = reader;
      await page.goto(`${site.server.baseUrl}/blog/watch-and-breathe`, { waitUntil: 'networkidle' });
      const box = page.getByRole('region', { name: 'Table' });
      const sizes = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(sizes.scroll, 'the table is wider than its box').to.be.greaterThan(sizes.client);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).to.be.at.most(0);
      await box.focus();
      await page.keyboard.press('ArrowRight');
      await waitFor('the box to scroll with the arrow key', () => box.evaluate((element) => element.scrollLeft > 0));
      expect(await seriousA11yViolations(page)).to.deep.equal([]);
    });

    it('makes no request to YouTube or Vimeo until the reader clicks a video, then plays it from youtube-nocookie.com', async () => {
      const { page } = reader;
      expect(videoRequests, 'requests before any click').to.deep.equal([]);
      expect(await page.locator('.article-content iframe').count()).to.equal(0);
      const youtube = page.getByRole('link', { name: /Play the YouTube video/ });
      expect(await youtube.getAttribute('href')).to.equal('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await youtube.click();
      const player = page.locator('iframe.article-video-player');
      await player.waitFor();
      expect(await player.getAttribute('src')).to.equal('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
      expect(await player.getAttribute('title')).to.equal('YouTube video');
      await waitFor('the player to load', () => videoRequests.length > 0);
      expect(videoRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')), videoRequests.join(' ')).to.equal(true);
      // The Vimeo video is still only a link, and the page stayed where it was.
      expect(await page.getByRole('link', { name: /Play the Vimeo video/ }).count()).to.equal(1);
      expect(page.url()).to.equal(`${site.server.baseUrl}/blog/watch-and-breathe`);
      expect(reader.errors).to.deep.equal([]);
    });
  });
});
