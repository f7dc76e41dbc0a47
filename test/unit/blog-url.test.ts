import { expect } from 'chai';
import {
  articleUrl, backToListUrl, blogListUrl, changeFilters, featuredImagePath, hasFilters, parseBlogQuery, parsePage,
} from '../../src/shared/blog-url.js';
import { siteImage } from '../../src/shared/site-images.js';

describe('unit: resource library URL state', () => {
  it('reads page, search, repeated or comma-separated categories and sort', () => {
    const state = parseBlogQuery(new URLSearchParams('search=%20focus%20&category=running&category=confidence,base&sort=oldest&page=3'));
    expect(state).to.deep.equal({ page: 3, search: 'focus', categories: ['running', 'confidence', 'base'], sort: 'oldest' });
  });

  it('falls back to the defaults for missing or bad values', () => {
    expect(parseBlogQuery({})).to.deep.equal({ page: 1, search: '', categories: [], sort: 'recent' });
    expect(parseBlogQuery({ page: ['0'], sort: ['sideways'] })).to.include({ page: 1, sort: 'recent' });
    expect(parsePage('abc')).to.equal(1);
    expect(parsePage('-2')).to.equal(1);
    expect(parsePage('12')).to.equal(12);
  });

  it('builds list URLs without the defaults, page last', () => {
    expect(blogListUrl()).to.equal('/blog');
    expect(blogListUrl({ page: 1, sort: 'recent' })).to.equal('/blog');
    expect(blogListUrl({ page: 2 })).to.equal('/blog?page=2');
    expect(blogListUrl({ search: 'race day & nerves', categories: ['running', 'confidence'], sort: 'category-desc', page: 4 }))
      .to.equal('/blog?search=race%20day%20%26%20nerves&category=running&category=confidence&sort=category-desc&page=4');
  });

  it('round-trips a state through its URL', () => {
    const state = { page: 2, search: 'über "quotes"', categories: ['trail-ultra'], sort: 'oldest' as const };
    expect(parseBlogQuery(new URL(blogListUrl(state), 'http://x').searchParams)).to.deep.equal(state);
  });

  it('resets the page to 1 on any change of search, categories or sort', () => {
    const state = { page: 5, search: 'a', categories: ['running'], sort: 'recent' as const };
    expect(changeFilters(state, { sort: 'oldest' }).page).to.equal(1);
    expect(changeFilters(state, { search: 'b' }).page).to.equal(1);
    expect(changeFilters(state, { categories: [] })).to.deep.equal({ page: 1, search: 'a', categories: [], sort: 'recent' });
  });

  it('links articles with the list page, and back', () => {
    expect(articleUrl('start-here')).to.equal('/blog/start-here');
    expect(articleUrl('start-here', 1)).to.equal('/blog/start-here');
    expect(articleUrl('start-here', 3)).to.equal('/blog/start-here?page=3');
    expect(backToListUrl(1)).to.equal('/blog');
    expect(backToListUrl(3)).to.equal('/blog?page=3');
  });

  it('carries the whole list view (search, categories, sort, page) to an article and back (issue 12, row 6)', () => {
    const view = { search: 'box breathing', categories: ['running', 'confidence'], sort: 'oldest' as const, page: 2 };
    expect(articleUrl('start-here', view)).to.equal('/blog/start-here?search=box%20breathing&category=running&category=confidence&sort=oldest&page=2');
    expect(backToListUrl(view)).to.equal('/blog?search=box%20breathing&category=running&category=confidence&sort=oldest&page=2');
    expect(backToListUrl(parseBlogQuery(new URLSearchParams('search=box%20breathing&category=running&category=confidence&sort=oldest&page=2'))))
      .to.equal(backToListUrl(view));
    expect(articleUrl('start-here', { page: 1, search: '', categories: [], sort: 'recent' })).to.equal('/blog/start-here');
  });

  it('knows filters and featured images', () => {
    expect(hasFilters({ search: '', categories: [] })).to.equal(false);
    expect(hasFilters({ search: 'x', categories: [] })).to.equal(true);
    expect(hasFilters({ search: '', categories: ['running'] })).to.equal(true);
    expect(featuredImagePath('confidence')).to.equal(siteImage('/images/featured/confidence.svg')).and.match(/^\/images\/featured\/confidence\.[0-9a-f]{10}\.svg$/);
    expect(featuredImagePath('unknown')).to.equal(null);
    expect(featuredImagePath(null)).to.equal(null);
  });
});
