/**
 * The suggestion, interest and expert forms as a visitor fills them in: exact validation
 * messages next to the fields, the pending button, the toasts of docs/product.md §8, the reset after
 * success, nothing lost on failure, the stored rows, and the honeypot.
 */
import { expect } from 'chai';
import { ExpertApplication, InterestRegistration, Suggestion } from '../helpers/submissions.js';
import { answerRequests, fieldError, holdRequests, isLoggedHttpFailure, readToast } from '../helpers/public-pages.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e public: the suggestion, interest and expert forms', () => {
  const site = siteInBrowser();
  const field = (id: string) => site.page.locator(`#${id}`);

  beforeEach(async () => {
    await site.page.unrouteAll();
  });
  afterEach(() => expect(site.browser.errors.filter((error) => !isLoggedHttpFailure(error))).to.deep.equal([]));

  async function open(path: string, formId: string) {
    // A fresh document each time (going from /#a to /#b would only move within the page).
    await site.page.goto('about:blank');
    await site.page.goto(site.server.baseUrl + path);
    await site.page.locator(`#${formId} button[type="submit"]`).waitFor();
    // Hydrated once the layout's first effect has run (pages/+Layout.tsx marks <html data-hydrated>).
    await site.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }

  describe('suggestion form (/#suggest-topic)', () => {
    beforeEach(() => open('/#suggest-topic', 'suggestion-form'));

    it('defaults the type to Topic Idea and offers the four types', async () => {
      expect(await field('suggestion-form-type').inputValue()).to.equal('topic');
      expect(await field('suggestion-form-type').locator('option').allTextContents())
        .to.deep.equal(['Topic Idea', 'Expert to Interview', 'Content Format', 'Other']);
      expect(await field('suggestion-form-message').getAttribute('rows')).to.equal('4');
    });

    it('shows the exact validation messages next to the fields', async () => {
      await site.page.locator('#suggestion-form button[type="submit"]').click();
      expect(await fieldError(field('suggestion-form-name'))).to.equal('Name must be at least 2 characters');
      expect(await fieldError(field('suggestion-form-email'))).to.equal('Please enter a valid email address');
      expect(await fieldError(field('suggestion-form-message'))).to.equal('Your suggestion must be at least 10 characters');
      await field('suggestion-form-name').fill('A');
      await field('suggestion-form-message').fill('Too short');
      await field('suggestion-form-email').fill('runner@');
      await site.page.locator('#suggestion-form button[type="submit"]').click();
      expect(await fieldError(field('suggestion-form-name'))).to.equal('Name must be at least 2 characters');
      expect(await fieldError(field('suggestion-form-message'))).to.equal('Your suggestion must be at least 10 characters');
      expect(await fieldError(field('suggestion-form-email'))).to.equal('Please enter a valid email address');
      expect(await Suggestion.count()).to.equal(0);
    });

    // Leaving a changed field shows its message, which moves the button down: a mouse press used
    // to slide off the button before its release, and the click did nothing (keep-field-focus.ts).
    it('submits on a mouse click made while a changed field has the focus: every message, focus on the first', async () => {
      await field('suggestion-form-email').fill('runner@');
      const button = site.page.locator('#suggestion-form button[type="submit"]');
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      // A person's press near the top of the button: down, the page renders, then up.
      await site.page.mouse.move(box.x + box.width / 2, box.y + 4);
      await site.page.mouse.down();
      await site.page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(resolve)); }));
      await site.page.mouse.up();
      await site.page.waitForFunction(() => document.activeElement?.id === 'suggestion-form-name');
      expect(await fieldError(field('suggestion-form-name'))).to.equal('Name must be at least 2 characters');
      expect(await fieldError(field('suggestion-form-email'))).to.equal('Please enter a valid email address');
      expect(await fieldError(field('suggestion-form-message'))).to.equal('Your suggestion must be at least 10 characters');
      expect(await Suggestion.count()).to.equal(0);
    });

    // The rules start when the visitor comes into the form (PublicForm.tsx), not as the page hydrates.
    it('checks the rules on a submit that gives no control focus (as a click in Safari does), and sends nothing', async () => {
      const sent: string[] = [];
      const watch = (request: { url(): string }) => {
        if (request.url().includes('/api/klaviyo/')) sent.push(request.url());
      };
      site.page.on('request', watch);
      await site.page.locator('#suggestion-form').evaluate((form: HTMLFormElement) => form.requestSubmit());
      await site.page.locator('#suggestion-form-name[aria-invalid="true"]').waitFor();
      expect(await fieldError(field('suggestion-form-name'))).to.equal('Name must be at least 2 characters');
      expect(await fieldError(field('suggestion-form-email'))).to.equal('Please enter a valid email address');
      await site.page.waitForFunction(() => document.activeElement?.id === 'suggestion-form-name');
      site.page.off('request', watch);
      expect(sent).to.deep.equal([]);
      expect(await Suggestion.count()).to.equal(0);
    });

    it('checks a field the visitor typed in before the page had hydrated, once they leave it', async () => {
      await site.page.goto('about:blank');
      const scripts = await holdRequests(site.page, '**/*.js');
      await site.page.goto(site.server.baseUrl + '/#suggest-topic', { waitUntil: 'domcontentloaded' });
      await field('suggestion-form-email').fill('runner@');
      scripts.release();
      await site.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await site.page.keyboard.press('Tab');
      await site.page.locator('#suggestion-form-email[aria-invalid="true"]').waitFor();
      expect(await fieldError(field('suggestion-form-email'))).to.equal('Please enter a valid email address');
    });

    it('reads "Submitting..." while pending, thanks the visitor, resets and stores the suggestion', async () => {
      await field('suggestion-form-name').fill('Jo Swimmer');
      await field('suggestion-form-email').fill('jo@example.com');
      await field('suggestion-form-type').selectOption('expert');
      await field('suggestion-form-message').fill('Please interview an open-water coach about cold-water nerves.');
      const held = await holdRequests(site.page, '**/api/klaviyo/suggestion');
      const submit = site.page.locator('#suggestion-form button[type="submit"]');
      await submit.click();
      await held.caught;
      expect(await submit.textContent()).to.equal('Submitting...');
      expect(await submit.isDisabled()).to.equal(true);
      held.release();
      expect(await readToast(site.page)).to.deep.equal({
        title: 'Thanks for your suggestion!', description: "We've received your idea and will consider it for future content.", role: 'status',
      });
      await site.page.waitForFunction(() => (document.querySelector('#suggestion-form-name') as HTMLInputElement).value === '');
      expect(await field('suggestion-form-type').inputValue()).to.equal('topic');
      expect(await field('suggestion-form-message').inputValue()).to.equal('');
      expect(await fieldError(field('suggestion-form-name'))).to.equal(null);
      const rows = await Suggestion.findAll({ raw: true });
      expect(rows.map((row) => [row.name, row.email, row.type, row.message]))
        .to.deep.equal([['Jo Swimmer', 'jo@example.com', 'expert', 'Please interview an open-water coach about cold-water nerves.']]);

      // F8 moves focus to the notification area.
      await site.page.keyboard.press('F8');
      expect(await site.page.evaluate(() => !!document.activeElement?.closest('[aria-label="Notifications (F8)"]'))).to.equal(true);
    });

    it('keeps what was typed and shows the failure toast when the server fails', async () => {
      await field('suggestion-form-name').fill('Jo Swimmer');
      await field('suggestion-form-email').fill('jo@example.com');
      await field('suggestion-form-message').fill('Something about race-morning routines, please.');
      await answerRequests(site.page, '**/api/klaviyo/suggestion', 503, { message: 'We could not save that just now. Please try again.' });
      await site.page.locator('#suggestion-form button[type="submit"]').click();
      expect(await readToast(site.page)).to.deep.equal({ title: 'Something went wrong', description: 'We could not save that just now. Please try again.', role: 'alert' });
      expect(await field('suggestion-form-message').inputValue()).to.equal('Something about race-morning routines, please.');
      expect(await site.page.locator('#suggestion-form button[type="submit"]').textContent()).to.equal('Submit Suggestion');
    });

    it('keeps and sends what the visitor typed before the page had hydrated', async () => {
      await site.page.goto('about:blank');
      const scripts = await holdRequests(site.page, '**/*.js');
      await site.page.goto(site.server.baseUrl + '/#suggest-topic', { waitUntil: 'domcontentloaded' });
      await field('suggestion-form-name').fill('Jo Swimmer');
      await field('suggestion-form-type').selectOption('expert');
      scripts.release();
      await site.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(await field('suggestion-form-name').inputValue()).to.equal('Jo Swimmer');
      await field('suggestion-form-email').fill('early.typist@example.com');
      await field('suggestion-form-message').fill('Please interview an open-water coach about cold-water nerves.');
      await site.page.locator('#suggestion-form button[type="submit"]').click();
      await readToast(site.page);
      const stored = await Suggestion.findAll({ where: { email: 'early.typist@example.com' }, raw: true });
      expect(stored.map((row) => [row.name, row.type])).to.deep.equal([['Jo Swimmer', 'expert']]);
    });

    it('never lets people reach the honeypot, and drops what bots send through it', async () => {
      const tabStops: string[] = [];
      await field('suggestion-form-name').focus();
      for (let i = 0; i < 5; i++) {
        tabStops.push(await site.page.evaluate(() => (document.activeElement as HTMLInputElement).name || document.activeElement!.textContent!));
        await site.page.keyboard.press('Tab');
      }
      expect(tabStops).to.deep.equal(['name', 'email', 'type', 'message', 'Submit Suggestion']);
      const trap = (await site.page.locator('#suggestion-form-website').boundingBox())!;
      expect(trap.x + trap.width, 'off screen').to.be.at.most(0);
      expect(await site.page.locator('#suggestion-form-website').evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).to.equal(true);

      const before = await Suggestion.count();
      await field('suggestion-form-name').fill('Spam Bot');
      await field('suggestion-form-email').fill('bot@example.com');
      await field('suggestion-form-message').fill('Buy cheap watches at our shop today!');
      await field('suggestion-form-website').fill('https://spam.example', { force: true });
      await site.page.locator('#suggestion-form button[type="submit"]').click();
      expect((await readToast(site.page)).title).to.equal('Thanks for your suggestion!');
      expect(await Suggestion.count()).to.equal(before);
    });
  });

  describe('interest registration (/#offerings)', () => {
    beforeEach(() => open('/#offerings', 'interest-form'));

    it('validates, then registers the interest', async () => {
      const submit = site.page.locator('#interest-form button[type="submit"]');
      await submit.click();
      expect(await fieldError(field('interest-form-name'))).to.equal('Name must be at least 2 characters');
      expect(await fieldError(field('interest-form-email'))).to.equal('Please enter a valid email address');
      expect(await fieldError(field('interest-form-interest'))).to.equal('Please choose what you are interested in');
      await field('interest-form-name').fill('Sam Cyclist');
      await field('interest-form-email').fill('sam@example.com');
      await field('interest-form-interest').selectOption({ label: 'Coaching' });
      const held = await holdRequests(site.page, '**/api/klaviyo/interest-registration');
      await submit.click();
      await held.caught;
      expect(await submit.textContent()).to.equal('Submitting...');
      held.release();
      expect(await readToast(site.page)).to.deep.equal({
        title: 'Thanks for registering your interest!', description: "We'll let you know as soon as group discussions and coaching open.", role: 'status',
      });
      const rows = await InterestRegistration.findAll({ raw: true });
      expect(rows.map((row) => [row.name, row.email, row.interest, row.message])).to.deep.equal([['Sam Cyclist', 'sam@example.com', 'coaching', null]]);
    });

    it('shows the error text when the server fails', async () => {
      await field('interest-form-name').fill('Sam Cyclist');
      await field('interest-form-email').fill('sam@example.com');
      await field('interest-form-interest').selectOption('both');
      await answerRequests(site.page, '**/api/klaviyo/interest-registration', 502, 'Bad Gateway');
      await site.page.locator('#interest-form button[type="submit"]').click();
      expect(await readToast(site.page)).to.deep.equal({ title: 'Something went wrong', description: '502: Bad Gateway', role: 'alert' });
      expect(await field('interest-form-name').inputValue()).to.equal('Sam Cyclist');
    });
  });

  describe('expert application (/team)', () => {
    beforeEach(() => open('/team', 'expert-form'));

    it('shows the exact validation messages next to the fields', async () => {
      await site.page.locator('#expert-form button[type="submit"]').click();
      expect(await fieldError(field('expert-form-firstName'))).to.equal('First name must be at least 2 characters');
      expect(await fieldError(field('expert-form-lastName'))).to.equal('Last name must be at least 2 characters');
      expect(await fieldError(field('expert-form-email'))).to.equal('Please enter a valid email address');
      expect(await fieldError(field('expert-form-link'))).to.equal('Please provide a website or social media URL');
      expect(await fieldError(field('expert-form-about'))).to.equal(null);
      await field('expert-form-link').fill('my-site');
      await field('expert-form-firstName').fill('D');
      expect(await fieldError(field('expert-form-link'))).to.equal('Please enter a valid URL (including https://)');
      expect(await ExpertApplication.count()).to.equal(0);
    });

    it('thanks the applicant, resets the form and stores the application', async () => {
      await field('expert-form-firstName').fill('Dana');
      await field('expert-form-lastName').fill('Coach');
      await field('expert-form-email').fill('dana@example.com');
      await field('expert-form-link').fill('https://dana-coaching.example.com');
      await field('expert-form-about').fill('Mental performance coach for triathletes.');
      const held = await holdRequests(site.page, '**/api/klaviyo/expert-application');
      const submit = site.page.locator('#expert-form button[type="submit"]');
      await submit.click();
      await held.caught;
      expect(await submit.textContent()).to.equal('Submitting...');
      held.release();
      expect(await readToast(site.page)).to.deep.equal({ title: 'Thanks for reaching out!', description: "We've received your details and will be in touch.", role: 'status' });
      await site.page.waitForFunction(() => (document.querySelector('#expert-form-firstName') as HTMLInputElement).value === '');
      const rows = await ExpertApplication.findAll({ raw: true });
      expect(rows.map((row) => [row.firstName, row.lastName, row.email, row.link, row.about]))
        .to.deep.equal([['Dana', 'Coach', 'dana@example.com', 'https://dana-coaching.example.com', 'Mental performance coach for triathletes.']]);
    });

    it('says "Submission failed" with the reason, and keeps the input', async () => {
      await field('expert-form-firstName').fill('Dana');
      await field('expert-form-lastName').fill('Coach');
      await field('expert-form-email').fill('dana@example.com');
      await field('expert-form-link').fill('https://dana-coaching.example.com');
      await answerRequests(site.page, '**/api/klaviyo/expert-application', 429, { message: 'Too many requests. Please try again in a minute.' });
      await site.page.locator('#expert-form button[type="submit"]').click();
      expect(await readToast(site.page)).to.deep.equal({ title: 'Submission failed', description: 'Too many requests. Please try again in a minute.', role: 'alert' });
      expect(await field('expert-form-link').inputValue()).to.equal('https://dana-coaching.example.com');
    });
  });
  describe('when the server does not answer properly', () => {
    it('ends a request that hangs after the time limit with a clear message, and the button comes back', async () => {
      // A page of its own whose clock the test moves: nobody waits 15 s.
      const slow = await site.browser.context.newPage();
      try {
        await slow.clock.install();
        await slow.goto(site.server.baseUrl + '/team');
        await slow.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await slow.locator('#expert-form-firstName').fill('Dana');
        await slow.locator('#expert-form-lastName').fill('Coach');
        await slow.locator('#expert-form-email').fill('dana@example.com');
        await slow.locator('#expert-form-link').fill('https://dana-coaching.example.com');
        const held = await holdRequests(slow, '**/api/klaviyo/expert-application');
        const submit = slow.locator('#expert-form button[type="submit"]');
        await submit.click();
        await held.caught;
        expect(await submit.textContent()).to.equal('Submitting...');
        await slow.clock.fastForward(15_000);
        expect(await readToast(slow)).to.deep.equal({
          title: 'Submission failed', description: 'The server took too long to answer. Please try again in a moment.', role: 'alert',
        });
        expect(await submit.textContent()).to.equal('Submit Application');
        expect(await submit.isDisabled()).to.equal(false);
        expect(await slow.locator('#expert-form-link').inputValue()).to.equal('https://dana-coaching.example.com');
      } finally {
        await slow.close();
      }
    });

    it("says the server could not answer instead of showing a proxy's HTML error page", async () => {
      await open('/#suggest-topic', 'suggestion-form');
      await field('suggestion-form-name').fill('Jo Swimmer');
      await field('suggestion-form-email').fill('jo@example.com');
      await field('suggestion-form-message').fill('Something about race-morning routines, please.');
      await site.page.route('**/api/klaviyo/suggestion', (route) => route.fulfill({
        status: 502, contentType: 'text/html', body: '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><hr>nginx</body></html>',
      }));
      await site.page.locator('#suggestion-form button[type="submit"]').click();
      expect(await readToast(site.page)).to.deep.equal({
        title: 'Something went wrong', description: '502: The server could not answer just now. Please try again in a moment.', role: 'alert',
      });
    });

    it('says the server could not be reached when the network fails', async () => {
      await open('/#offerings', 'interest-form');
      await field('interest-form-name').fill('Sam Cyclist');
      await field('interest-form-email').fill('sam@example.com');
      await field('interest-form-interest').selectOption('both');
      await site.page.route('**/api/klaviyo/interest-registration', (route) => route.abort('internetdisconnected'));
      await site.page.locator('#interest-form button[type="submit"]').click();
      expect(await readToast(site.page)).to.deep.equal({
        title: 'Something went wrong', description: 'We could not reach the server. Please check your connection and try again.', role: 'alert',
      });
      expect(await field('interest-form-name').inputValue()).to.equal('Sam Cyclist');
      // Chromium logs the failed request the test asked for.
      const logged = site.browser.errors.indexOf('Failed to load resource: net::ERR_INTERNET_DISCONNECTED');
      if (logged >= 0) site.browser.errors.splice(logged, 1);
    });
  });
});
