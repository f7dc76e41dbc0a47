/**
 * The public site is rendered on the server: every route answers 200 with its whole content in
 * the HTML (before any script runs), the header marks the current page, and the footer, forms
 * and honeypots are there.
 */
import { expect } from 'chai';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { PUBLIC_ROUTES, tags, visibleText } from '../helpers/public-pages.js';
import { FOUNDER_STORY } from '../../src/shared/content/founder-story.content.js';
import { fill } from '../../src/shared/content/fill.js';

describe('SSR: the public pages', () => {
  let t: TestApp;
  const pages = new Map<string, string>();
  const site = () => t.config.site;

  before(async () => {
    t = await createTestApp({ pages: true });
    await resetDatabase();
    for (const path of PUBLIC_ROUTES) {
      const res = await request(t.app).get(path).expect(200).expect('Content-Type', /text\/html/);
      pages.set(path, res.text);
    }
  });

  const html = (path: string) => pages.get(path)!;
  const text = (path: string) => visibleText(html(path));

  it('gives every page a title and description with the site name', () => {
    const titles = { '/': site().name, '/values': `About Us | ${site().name}`, '/fuel-groups': `Fuel Groups | ${site().name}`, '/team': `Our Experts | ${site().name}`, '/offerings': `What We Offer | ${site().name}` };
    for (const [path, title] of Object.entries(titles)) {
      expect(html(path)).to.match(new RegExp(`<title>${title}[^<]*</title>`), path);
      expect(tags(html(path), 'meta').some((tag) => tag.includes('name="description"')), path).to.equal(true);
    }
  });

  it('renders the header with the five nav items and marks the current one', () => {
    const current: Record<string, string> = { '/': 'Home', '/values': 'About Us', '/fuel-groups': 'Fuel Groups', '/team': 'Our Experts' };
    for (const path of PUBLIC_ROUTES) {
      const header = html(path).match(/<header[\s\S]*?<\/header>/)![0];
      for (const [label, href] of [['Home', '/'], ['About Us', '/values'], ['Fuel Groups', '/fuel-groups'], ['Resources', '/blog'], ['Our Experts', '/team']]) {
        expect(header, `${path}: ${label}`).to.match(new RegExp(`<a [^>]*href="${href}"[^>]*>${label}</a>`));
      }
      const active = header.match(/<a [^>]*aria-current="page"[^>]*>([^<]*)<\/a>/g) ?? [];
      expect(active.map((tag) => tag.replace(/<[^>]+>/g, '')), path).to.deep.equal(current[path] ? [current[path]] : []);
    }
  });

  it('renders the footer: tagline, contact form link, e-mail, social links, copyright', () => {
    for (const path of PUBLIC_ROUTES) {
      const footer = html(path).match(/<footer[\s\S]*?<\/footer>/)![0];
      const words = visibleText(footer);
      expect(words).to.include('Mental fitness training for endurance athletes');
      expect(footer).to.match(/<a href="\/#suggest-topic">Contact Form<\/a>/);
      expect(footer).to.include(`href="mailto:${site().contactEmail}"`);
      for (const url of Object.values(site().social)) expect(footer).to.include(`href="${url}"`);
      expect(words).to.include(`© ${new Date().getFullYear()} ${site().name}`);
    }
  });

  it('puts every home section in the HTML', () => {
    const home = html('/');
    const words = text('/');
    for (const id of ['waitlist', 'fuel-groups', 'why', 'founder-story', 'offerings', 'suggest-topic', 'vision-mission', 'cta']) {
      expect(home, id).to.match(new RegExp(`id="${id}"`));
    }
    expect(home).to.match(/<h1[^>]*>Training the whole human<\/h1>/);
    // Before JavaScript runs (and without it) "Join the Movement" leads to the waitlist form at /join.
    expect(home).to.match(/id="waitlist"[^>]*><a [^>]*href="\/join"[^>]*>Join the Movement<\/a>/);
    for (const phrase of ['5 Fuel Groups', 'Goal Setting', 'Visualization', 'Self-Perception', 'Confidence', 'Stress Management',
      `Why ${site().name}`, "What's Missing", 'What Holds Us Back', 'How We Help', 'Curate', 'Champion', 'Connect',
      'Coming Soon: Group Discussions & Coaching', 'Suggest a Topic or Format', 'Subscribe', 'Follow', 'Resources']) {
      expect(words, phrase).to.include(phrase);
    }
    expect(home).to.match(/<a [^>]*href="\/fuel-groups"[^>]*>Learn More/);
    expect(home).to.include('href="/blog/reds-resource-center"');
    expect(home).to.match(/<a [^>]*href="\/team"/);
    expect(words).not.to.match(/\{(product|brand|email)\}/);
  });

  it('holds the whole founder story, shown whole: the Read More toggle comes with the scripts (e2e)', () => {
    const home = html('/');
    const paragraphs = FOUNDER_STORY.paragraphs.map((paragraph) => fill(paragraph, site()));
    expect(paragraphs).to.have.length.of.at.least(6);
    for (const paragraph of paragraphs) expect(visibleText(home)).to.include(paragraph);
    const more = home.match(/<div id="founder-story-more"([^>]*)>([\s\S]*?)<\/div>/);
    expect(more, 'the block the toggle opens').to.not.equal(null);
    expect(more![1]).not.to.match(/\bhidden\b/);
    expect(visibleText(more![2])).to.include(paragraphs.at(-1)!).and.include(paragraphs.at(-3)!).and.not.include(paragraphs.at(-4)!);
    expect(home).not.to.match(/aria-controls="founder-story-more"/);
  });

  it('renders the home forms with labels, defaults and honeypots', () => {
    const home = html('/');
    const suggestion = home.match(/<form id="suggestion-form"[\s\S]*?<\/form>/)![0];
    expect(suggestion).to.match(/<option value="topic" selected="">Topic Idea<\/option>/);
    for (const label of ['Expert to Interview', 'Content Format', 'Other']) expect(suggestion).to.include(`>${label}</option>`);
    expect(suggestion).to.match(/<textarea[^>]*name="message"[^>]*rows="4"|<textarea[^>]*rows="4"[^>]*name="message"/);
    const interest = home.match(/<form id="interest-form"[\s\S]*?<\/form>/)![0];
    for (const label of ['Group Discussions', 'Coaching', 'Both']) expect(interest).to.include(`>${label}</option>`);
    for (const form of [suggestion, interest]) {
      const trap = form.match(/<div class="hp-field" aria-hidden="true">[\s\S]*?<\/div>/)![0];
      const input = tags(trap, 'input')[0].toLowerCase();
      expect(input).to.include('name="website"').and.include('tabindex="-1"').and.include('autocomplete="off"');
    }
  });

  it('renders /values with the mission and the four values', () => {
    const words = text('/values');
    expect(words).to.include('Our mission');
    for (const value of ['Come As You Are', 'Strive for Sustainable Greatness', 'Share with Purpose', 'Train with Awareness']) {
      expect(words).to.include(value);
    }
  });

  it('renders /fuel-groups as five toggle buttons in the spec order', () => {
    const buttons = html('/fuel-groups').match(/<button[^>]*class="flip-card[^"]*"[^>]*>[\s\S]*?<\/button>/g) ?? [];
    expect(buttons).to.have.length(5);
    expect(buttons.map((button) => button.match(/class="flip-card-title">([^<]*)</)![1]))
      .to.deep.equal(['Visualization', 'Confidence', 'Goal Setting', 'Stress Management', 'Self-Perception']);
    for (const button of buttons) expect(button).to.include('aria-pressed="false"').and.include('type="button"');
  });

  it('renders /team with the banner, the notice and the expert application', () => {
    const page = html('/team');
    const words = text('/team');
    for (const phrase of ['Your Support Crew', 'Coming Soon!', 'Join Our Team of Experts']) expect(words).to.include(phrase);
    const form = page.match(/<form id="expert-form"[\s\S]*?<\/form>/)![0];
    for (const name of ['firstName', 'lastName', 'email', 'link', 'about', 'website']) expect(form).to.include(`name="${name}"`);
  });

  it('renders /offerings with its four blocks and links', () => {
    const page = html('/offerings');
    const words = text('/offerings');
    for (const phrase of ['Video Channel', 'Coming Soon: Group Discussions & Coaching']) expect(words).to.include(phrase);
    expect(page).to.match(/<a [^>]*href="\/#offerings"[^>]*>Register Your Interest<\/a>/);
    expect(page).to.match(/<a [^>]*href="\/#suggest-topic"[^>]*>Suggest a Topic or Format<\/a>/);
    expect(page).to.match(/<a [^>]*href="\/blog"[^>]*>/);
    expect(page).to.include(`href="${site().social.youtube}"`);
  });

  it('gives every image an alt text and its size', () => {
    for (const path of PUBLIC_ROUTES) {
      for (const img of tags(html(path), 'img')) {
        expect(img, `${path}: ${img}`).to.match(/ alt="[^"]*"/).and.match(/ width="\d+"/).and.match(/ height="\d+"/);
      }
    }
  });

  it('sends a URL with a trailing slash to the one without (301, query kept); the URL itself renders, and a client navigation is not redirected', async () => {
    for (const [from, to] of [['/values/', '/values'], ['/blog/', '/blog'], ['/blog/?page=2', '/blog?page=2']]) {
      const res = await request(t.app).get(from).redirects(0);
      expect(res.status, from).to.equal(301);
      expect(res.headers.location, from).to.equal(to);
    }
    await request(t.app).get('/values').redirects(0).expect(200);
    const json = await request(t.app).get('/values/index.pageContext.json').redirects(0);
    expect(json.status).to.equal(200);
    expect(json.headers['content-type']).to.match(/json/);
  });
});
