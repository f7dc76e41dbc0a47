import { expect } from 'chai';
import { sanitizeArticleHtml } from '../../src/services/html-sanitizer.js';

describe('article HTML sanitiser', () => {
  it('keeps the formatting the editor produces', () => {
    const html = '<h2>Fuel for Thought</h2><p><strong>Bold</strong> <em>it</em> <a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a></p>'
      + '<ul><li>one</li></ul><blockquote><p>q</p></blockquote><figure><table><tbody><tr><td>c</td></tr></tbody></table></figure>';
    expect(sanitizeArticleHtml(html)).to.equal(html);
  });

  it('drops scripts, event handlers, frames, forms and javascript: or data: links', () => {
    expect(sanitizeArticleHtml('<p onmouseover="x()">a<script>alert(1)</script></p>')).to.equal('<p>a</p>');
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">x</a><a href="data:text/html,hi">y</a>')).to.equal('<a>x</a><a>y</a>');
    expect(sanitizeArticleHtml('<iframe src="https://e.com"></iframe><form><input></form><style>p{}</style>')).to.equal('');
  });

  it('allows images from the site only, never from elsewhere', () => {
    expect(sanitizeArticleHtml('<img src="/images/flame.svg" alt="flame">')).to.equal('<img src="/images/flame.svg" alt="flame" />');
    expect(sanitizeArticleHtml('<img src="https://tracker.example/p.gif">')).to.equal('<img />');
    expect(sanitizeArticleHtml('<img src="//tracker.example/p.gif">')).to.equal('<img />');
  });

  it('keeps harmless inline styles and drops dangerous ones', () => {
    expect(sanitizeArticleHtml('<p style="text-align:center">a</p>')).to.equal('<p style="text-align:center">a</p>');
    expect(sanitizeArticleHtml('<p style="background-image:url(https://e.com/x.png);position:fixed">a</p>')).to.equal('<p>a</p>');
    expect(sanitizeArticleHtml('<p style="color:expression(alert(1))">a</p>')).to.not.include('expression');
  });
});

describe('article HTML sanitiser: colour values', () => {
  it('keeps rgb() and hsl() colours', () => {
    expect(sanitizeArticleHtml('<span style="color:rgb(10, 20, 30)">a</span>')).to.equal('<span style="color:rgb(10, 20, 30)">a</span>');
    expect(sanitizeArticleHtml('<span style="background-color:hsla(10, 20%, 30%, 0.5)">a</span>')).to.include('hsla(10, 20%, 30%, 0.5)');
  });
});
