import { expect } from 'chai';
import { renderArticleHtml } from '../../src/services/article-html.js';

describe('unit: article HTML for readers (SPEC section 9)', () => {
  it('opens links in a new tab without an opener, in-page anchors excepted', () => {
    const html = renderArticleHtml('<p><a href="https://example.org/x">x</a> <a href="/blog">y</a> <a href="#part-2">z</a></p>');
    expect(html).to.equal(
      '<p><a href="https://example.org/x" target="_blank" rel="noopener noreferrer">x</a> '
      + '<a href="/blog" target="_blank" rel="noopener noreferrer">y</a> <a href="#part-2">z</a></p>',
    );
  });

  it('replaces an editor\'s own target and rel', () => {
    const html = renderArticleHtml('<a href="https://example.org" target="_self" rel="opener">x</a>');
    expect(html).to.equal('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('gives "Fuel for Thought" and "Digest" headings the brand icon', () => {
    const html = renderArticleHtml('<h2>Fuel for Thought</h2><h3>The <strong>Weekly Digest</strong></h3><h2>Other</h2>');
    expect(html).to.equal(
      '<h2><img src="/images/brand-icon.svg" alt="" class="article-heading-icon" width="28" height="28" />Fuel for Thought</h2>'
      + '<h3><img src="/images/brand-icon.svg" alt="" class="article-heading-icon" width="28" height="28" />The <strong>Weekly Digest</strong></h3>'
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

  it('swaps the flame and brain emojis for images with alt text', () => {
    const html = renderArticleHtml('<p>Hot 🔥 and smart 🧠️ and 🔥🔥</p>');
    const flame = '<img src="/images/flame.svg" alt="flame" class="article-emoji" width="20" height="20" />';
    const brain = '<img src="/images/brain.svg" alt="brain" class="article-emoji" width="20" height="20" />';
    expect(html).to.equal(`<p>Hot ${flame} and smart ${brain} and ${flame}${flame}</p>`);
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
    expect(html).to.equal('<p>a</p><a target="_blank" rel="noopener noreferrer">b</a><img alt="t" />Top');
    expect(html).not.to.match(/script|onclick|iframe|javascript|tracker/);
  });

  it('escapes text, so an emoji next to markup-like text stays text', () => {
    expect(renderArticleHtml('<p>&lt;b&gt; 🔥</p>')).to.match(/^<p>&lt;b&gt; <img src="\/images\/flame.svg"/);
  });

  it('answers an empty string for no content', () => {
    expect(renderArticleHtml('')).to.equal('');
    expect(renderArticleHtml(null)).to.equal('');
  });
});
