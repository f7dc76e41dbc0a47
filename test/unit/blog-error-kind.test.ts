import { expect } from 'chai';
import { ARTICLE_NOT_FOUND, errorKind } from '../../pages/_components/blog/article-errors.js';

describe('unit: which card the error page shows', () => {
  it('"Article Not Found" for a missing article or any failure on an article URL', () => {
    expect(errorKind({ abortReason: ARTICLE_NOT_FOUND, is404: true, urlPathname: '/blog/gone' })).to.equal('article');
    expect(errorKind({ is404: false, urlPathname: '/blog/broken' })).to.equal('article');
  });

  it('the 404 card for unknown routes, also below /blog', () => {
    expect(errorKind({ is404: true, urlPathname: '/nope' })).to.equal('not-found');
    expect(errorKind({ is404: true, urlPathname: '/blog/a/b' })).to.equal('not-found');
  });

  it('"Something went wrong" for any other failure', () => {
    expect(errorKind({ is404: false, urlPathname: '/values' })).to.equal('failure');
    expect(errorKind({ is404: null, urlPathname: '/' })).to.equal('failure');
  });
});
