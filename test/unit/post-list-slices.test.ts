/** Which parts of the public list (pinned, then by date or by first category) a page falls in. */
import { expect } from 'chai';
import { slicesOf, type ListPart } from '../../src/services/public-reads/statements.js';

const pinned: ListPart = { kind: 'pinned', slugs: ['a', 'b', 'c'] };
const running: ListPart = { kind: 'dated', order: 'newest', group: 1 };
const swimming: ListPart = { kind: 'dated', order: 'newest', group: 2 };
const none: ListPart = { kind: 'dated', order: 'newest', group: null };
const parts = [{ part: pinned, size: 3 }, { part: running, size: 4 }, { part: swimming, size: 1 }, { part: none, size: 2 }];

describe('slicesOf: the parts a page of the list falls in', () => {
  it('cuts the first page from the pinned part and the next one', () => {
    expect(slicesOf(parts, 0, 5)).to.deep.equal([{ part: pinned, offset: 0, limit: 3 }, { part: running, offset: 0, limit: 2 }]);
  });

  it('spans several parts, each from its own offset', () => {
    expect(slicesOf(parts, 5, 5)).to.deep.equal([
      { part: running, offset: 2, limit: 2 }, { part: swimming, offset: 0, limit: 1 }, { part: none, offset: 0, limit: 2 },
    ]);
  });

  it('answers no slice past the end, and a short last page', () => {
    expect(slicesOf(parts, 10, 5)).to.deep.equal([]);
    expect(slicesOf(parts, 9, 5)).to.deep.equal([{ part: none, offset: 1, limit: 1 }]);
  });

  it('skips empty parts', () => {
    expect(slicesOf([{ part: pinned, size: 0 }, { part: running, size: 2 }], 0, 5)).to.deep.equal([{ part: running, offset: 0, limit: 2 }]);
  });
});
