import { expect } from 'chai';
import { parseWholeNumber } from '../../src/shared/numbers.js';

describe('parseWholeNumber (the one whole-number reader)', () => {
  it('reads digits and whole numbers inside the range', () => {
    expect(parseWholeNumber('42')).to.equal(42);
    expect(parseWholeNumber(0)).to.equal(0);
    expect(parseWholeNumber('5', { min: 1, max: 5 })).to.equal(5);
    expect(parseWholeNumber('-3', { min: -5 })).to.equal(-3);
  });

  it('refuses everything else with null', () => {
    for (const bad of ['', ' ', ' 7 ', '12abc', '1e3', '0x10', '1.5', '+4', '-0', 'Infinity', 'NaN', '99999999999999999', null, undefined, {}, [], true, 1.5, NaN, Infinity]) {
      expect(parseWholeNumber(bad), JSON.stringify(bad)).to.equal(null);
    }
    expect(parseWholeNumber('0', { min: 1 })).to.equal(null);
    expect(parseWholeNumber('6', { min: 1, max: 5 })).to.equal(null);
    expect(parseWholeNumber('-1')).to.equal(null);
  });
});
