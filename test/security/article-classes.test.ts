/**
 * Issue 9 row 10: any class survived in article HTML, so an editor could borrow the page's own UI
 * (`modal is-active` overlays the page). Only the classes the article styles need are kept.
 */
import { expect } from 'chai';
import { renderArticleHtml } from '../../src/services/article-html.js';
import { sanitizeArticleHtml } from '../../src/services/html-sanitizer.js';

describe('article HTML keeps only the site\'s own article classes', () => {
  it('drops Bulma and other page classes on spans, images and everything else', () => {
    expect(sanitizeArticleHtml('<span class="modal is-active">x</span>')).to.equal('<span>x</span>');
    expect(sanitizeArticleHtml('<img src="/images/flame.svg" class="navbar is-fixed-top" alt="">')).to.equal('<img src="/images/flame.svg" alt="" />');
    expect(sanitizeArticleHtml('<p class="notification is-danger">x</p><div class="modal">y</div>')).to.equal('<p>x</p>y');
  });

  it('keeps the emoji and heading-icon classes the article styles use', () => {
    expect(sanitizeArticleHtml('<img src="/images/flame.svg" class="article-emoji modal" alt="flame">'))
      .to.equal('<img src="/images/flame.svg" class="article-emoji" alt="flame" />');
    expect(sanitizeArticleHtml('<span class="article-heading-emoji is-active">x</span>')).to.equal('<span class="article-heading-emoji">x</span>');
  });

  it('the rendered article still gets its own icons and emoji images, and no borrowed class', () => {
    const html = renderArticleHtml('<h2>Fuel for Thought</h2><p>\u{1F525} hot <span class="modal is-active">overlay</span></p>', 'https://site.example');
    expect(html).to.include('class="article-heading-icon"').and.include('class="article-emoji"');
    expect(html).to.not.include('modal').and.not.include('is-active');
  });
});
