import { expect } from 'chai';
import { isExternalLink, renderArticleHtml as render } from '../../src/services/article-html.js';
import { siteImage } from '../../src/shared/site-images.js';

const SITE = 'https://mindfulmiles.example';
const renderArticleHtml = (html: string | null) => render(html, SITE);

describe('unit: article HTML for readers (docs/product.md §9)', () => {
  it('opens links to other sites in a new tab without an opener; links within the site and anchors stay in the tab', () => {
    const html = renderArticleHtml('<p><a href="https://example.org/x">x</a> <a href="/blog">y</a> <a href="#part-2">z</a> '
      + `<a href="${SITE}/blog/start-here">w</a> <a href="start-here">v</a></p>`);
    expect(html).to.equal(
      '<p><a href="https://example.org/x" target="_blank" rel="noopener noreferrer">x</a> '
      + '<a href="/blog">y</a> <a href="#part-2">z</a> '
      + `<a href="${SITE}/blog/start-here">w</a> <a href="start-here">v</a></p>`,
    );
  });

  it('replaces an editor\'s own target and rel: new tab for other sites, none within the site', () => {
    expect(renderArticleHtml('<a href="https://example.org" target="_self" rel="opener">x</a>'))
      .to.equal('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
    expect(renderArticleHtml(`<a href="${SITE}/team" target="_blank" rel="opener">x</a>`)).to.equal(`<a href="${SITE}/team">x</a>`);
  });

  it('tells web pages elsewhere by origin: another scheme, host or port is elsewhere; mail and phone links are not pages', () => {
    expect(isExternalLink('//example.org/p', SITE)).to.equal(true);
    expect(isExternalLink(`${SITE}/blog`, SITE)).to.equal(false);
    expect(isExternalLink('/blog?page=2', SITE)).to.equal(false);
    expect(isExternalLink('http://mindfulmiles.example/blog', SITE)).to.equal(true);
    expect(isExternalLink('https://mindfulmiles.example:8443/blog', SITE)).to.equal(true);
    expect(isExternalLink('https://mindfulmiles.example.evil.test/', SITE)).to.equal(true);
    expect(isExternalLink('mailto:hello@example.com', SITE)).to.equal(false);
    expect(isExternalLink('tel:+441234567890', SITE)).to.equal(false);
  });

  it('gives "Fuel for Thought" and "Digest" headings the brand icon', () => {
    const html = renderArticleHtml('<h2>Fuel for Thought</h2><h3>The <strong>Weekly Digest</strong></h3><h2>Other</h2>');
    expect(html).to.equal(
      `<h2><img src="${siteImage('/images/brand-icon.svg')}" alt="" class="article-heading-icon" width="28" height="28" />Fuel for Thought</h2>`
      + `<h3><img src="${siteImage('/images/brand-icon.svg')}" alt="" class="article-heading-icon" width="28" height="28" />The <strong>Weekly Digest</strong></h3>`
      + '<h2>Other</h2>',
    );
  });

  it('gives headings containing Read or Watch a link emoji', () => {
    const html = renderArticleHtml('<h3>Read and Watch</h3><h3>Watch: short films</h3><h3>Nothing to see</h3>');
    expect(html).to.equal(
      '<h3><span class="article-heading-emoji" aria-hidden="true">🔗</span> Read and Watch</h3>'
      + '<h3><span class="article-heading-emoji" aria-hidden="true">🔗</span> Watch: short films</h3>'
      + '<h3>Nothing to see</h3>',
    );
  });

  it('matches the words case-sensitively, as written', () => {
    expect(renderArticleHtml('<h2>Already ready, a digest of reading</h2>')).to.equal('<h2>Already ready, a digest of reading</h2>');
  });

  it('matches Read and Watch as whole words, with their -ing forms, never inside other words', () => {
    const emoji = '<span class="article-heading-emoji" aria-hidden="true">🔗</span> ';
    const headings = ['Ready or not', 'Readiness check', 'Bread and butter', 'Most Watched', 'Watchful waiting', 'Stopwatch drills',
      'Read this first', 'What to Read', 'Further Reading', 'Worth Watching', 'Read/Watch: the list', '“Read” slowly'];
    const linked = headings.filter((text) => renderArticleHtml(`<h3>${text}</h3>`).startsWith(`<h3>${emoji}`));
    expect(linked).to.deep.equal(['Read this first', 'What to Read', 'Further Reading', 'Worth Watching', 'Read/Watch: the list', '“Read” slowly']);
  });

  it('swaps the flame and brain emojis for images with alt text', () => {
    const html = renderArticleHtml('<p>Hot 🔥 and smart 🧠️ and 🔥🔥</p>');
    const flame = `<img src="${siteImage('/images/flame.svg')}" alt="flame" class="article-emoji" width="20" height="20" />`;
    const brain = `<img src="${siteImage('/images/brain.svg')}" alt="brain" class="article-emoji" width="20" height="20" />`;
    expect(html).to.equal(`<p>Hot ${flame} and smart ${brain} and ${flame}${flame}</p>`);
  });

  it('gives the site\'s own images typed into a post their fingerprinted names; other images stay as written', () => {
    const html = renderArticleHtml('<p><img src="/images/hero.svg" alt="The road" /><img src="/images/unknown.svg" alt="" /><img src="/images/hero.svg?v=2" alt="x" /></p>');
    expect(siteImage('/images/hero.svg')).to.match(/^\/images\/hero\.[0-9a-f]{10}\.svg$/);
    expect(html).to.equal(`<p><img src="${siteImage('/images/hero.svg')}" alt="The road" /><img src="/images/unknown.svg" alt="" /><img src="/images/hero.svg?v=2" alt="x" /></p>`);
  });

  it('strips inline font, line-height, margin and padding styles and keeps the others', () => {
    const html = renderArticleHtml(
      '<p style="font-family: Georgia; font-size: 18px; font-weight: bold; line-height: 1.8; margin: 0 0 12px; margin-top: 4px; padding: 2px; color: #333; text-align: center">x</p>',
    );
    expect(html).to.equal('<p style="color:#333;text-align:center">x</p>');
    expect(renderArticleHtml('<p style="font-size: 18px; line-height: 2">y</p>')).to.equal('<p>y</p>');
  });

  it('keeps the editors\' allow-list: no scripts, handlers, frames or javascript: links', () => {
    const html = renderArticleHtml(
      '<p onclick="x()">a<script>alert(1)</script></p><iframe src="https://evil.example"></iframe>'
      + '<a href="javascript:alert(1)">b</a><img src="https://tracker.example/p.gif" alt="t"><h1>Top</h1>',
    );
    expect(html).to.equal('<p>a</p><a>b</a><img alt="t" />Top');
    expect(html).not.to.match(/script|onclick|iframe|javascript|tracker/);
  });

  it('escapes text, so an emoji next to markup-like text stays text', () => {
    expect(renderArticleHtml('<p>&lt;b&gt; 🔥</p>')).to.match(/^<p>&lt;b&gt; <img src="\/images\/flame\.[0-9a-f]{10}\.svg"/);
  });

  it('answers an empty string for no content', () => {
    expect(renderArticleHtml('')).to.equal('');
    expect(renderArticleHtml(null)).to.equal('');
  });
});
