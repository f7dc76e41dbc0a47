import { expect } from 'chai';
import { isPubliclyVisible, isScheduled } from '../../src/shared/post-visibility.js';

describe('post visibility', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('shows the public only a published post whose date has come', () => {
    expect(isPubliclyVisible({ status: 'published', publishDate: '2026-11-21T12:00:00Z' }, now)).to.equal(true);
    expect(isPubliclyVisible({ status: 'published', publishDate: '2026-11-21T12:00:01Z' }, now)).to.equal(false);
    expect(isPubliclyVisible({ status: 'draft', publishDate: '2020-01-01T00:00:00Z' }, now)).to.equal(false);
  });

  it('calls a published post with a future date scheduled, never a draft', () => {
    expect(isScheduled({ status: 'published', publishDate: new Date('2026-12-05T09:00:00Z') }, now)).to.equal(true);
    expect(isScheduled({ status: 'published', publishDate: '2026-01-01T00:00:00Z' }, now)).to.equal(false);
    expect(isScheduled({ status: 'draft', publishDate: '2030-01-01T00:00:00Z' }, now)).to.equal(false);
  });
});
