import { expect } from 'chai';
import { paginationRange } from '../../src/shared/pagination.js';

describe('unit: resource library pagination range', () => {
  it('lists every page up to 7 pages', () => {
    expect(paginationRange(1, 0)).to.deep.equal([]);
    expect(paginationRange(1, 1)).to.deep.equal([1]);
    expect(paginationRange(4, 7)).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
  });

  it('near the start shows pages 1-4, an ellipsis and the last page', () => {
    for (const current of [1, 2, 3]) {
      expect(paginationRange(current, 9), `page ${current}`).to.deep.equal([1, 2, 3, 4, 'end-ellipsis', 9]);
    }
    expect(paginationRange(1, 8)).to.deep.equal([1, 2, 3, 4, 'end-ellipsis', 8]);
  });

  it('near the end shows page 1, an ellipsis and the last 4 pages', () => {
    for (const current of [7, 8, 9]) {
      expect(paginationRange(current, 9), `page ${current}`).to.deep.equal([1, 'start-ellipsis', 6, 7, 8, 9]);
    }
  });

  it('in the middle shows 1, the current page with its neighbours, and the last page', () => {
    expect(paginationRange(4, 9)).to.deep.equal([1, 'start-ellipsis', 3, 4, 5, 'end-ellipsis', 9]);
    expect(paginationRange(5, 9)).to.deep.equal([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 9]);
    expect(paginationRange(6, 9)).to.deep.equal([1, 'start-ellipsis', 5, 6, 7, 'end-ellipsis', 9]);
    expect(paginationRange(50, 100)).to.deep.equal([1, 'start-ellipsis', 49, 50, 51, 'end-ellipsis', 100]);
  });

  it('keeps an out-of-range current page inside the range', () => {
    expect(paginationRange(0, 9)).to.deep.equal([1, 2, 3, 4, 'end-ellipsis', 9]);
    expect(paginationRange(99, 9)).to.deep.equal([1, 'start-ellipsis', 6, 7, 8, 9]);
  });
});
