import { expect } from 'chai';
import { formatDateTime, formatDayMonthYear, formatMonthYear, formatSavedAt, formatShortDateTime, formatShortMonthYear } from '../../src/shared/dates.js';

describe('date formats (docs/product.md §9)', () => {
  it('formats long month and year in en-GB, in UTC', () => {
    expect(formatMonthYear('2026-11-21T09:00:00.000Z')).to.equal('November 2026');
    expect(formatMonthYear(new Date('2025-01-01T00:30:00.000Z'))).to.equal('January 2025');
    expect(formatMonthYear('2024-12-31T23:59:59.000Z')).to.equal('December 2024');
  });

  it('formats the admin list as "MMM yyyy"', () => {
    expect(formatShortMonthYear('2026-11-21T09:00:00.000Z')).to.equal('Nov 2026');
    expect(formatShortMonthYear(new Date('2025-06-01T00:00:00.000Z'))).to.equal('Jun 2025');
    expect(formatShortMonthYear('2025-09-30T23:59:59.000Z')).to.equal('Sep 2025');
  });

  it('formats an exact moment with its time zone', () => {
    expect(formatDateTime('2026-11-21T09:30:00.000Z')).to.equal('21 November 2026 at 09:30 UTC');
    expect(formatSavedAt('2026-11-21T09:30:05.000Z')).to.equal('21 November 2026 at 09:30:05 UTC');
  });

  it('formats a day, and a compact moment for table cells, in UTC', () => {
    expect(formatDayMonthYear('2026-12-05T23:30:00.000Z')).to.equal('5 December 2026');
    expect(formatDayMonthYear(new Date('2026-12-06T00:30:00.000Z'))).to.equal('6 December 2026');
    expect(formatShortDateTime('2026-11-21T09:39:00.000Z')).to.equal('21 Nov 2026, 09:39 UTC');
  });

  it('formats a moment once and remembers it (bounded), the same text every time', () => {
    const original = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format')!;
    let formats = 0;
    Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
      configurable: true,
      get(this: Intl.DateTimeFormat) {
        const real = original.get!.call(this) as (date: Date) => string;
        return (date: Date) => (formats++, real(date));
      },
    });
    try {
      for (let i = 0; i < 3; i++) expect(formatMonthYear('2019-03-04T05:06:07.000Z')).to.equal('March 2019');
      expect(formatMonthYear(new Date('2019-03-04T05:06:07.000Z'))).to.equal('March 2019');
      expect(formats, 'one moment, formatted once').to.equal(1);
      for (let day = 0; day < 1200; day++) formatDayMonthYear(new Date(Date.UTC(2000, 0, 1 + day)));
      expect(formatDayMonthYear(new Date(Date.UTC(2000, 0, 1 + 1199)))).to.equal('14 April 2003');
      expect(formatDayMonthYear(new Date(Date.UTC(2000, 0, 1)))).to.equal('1 January 2000');
    } finally {
      Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', original);
    }
    expect(() => formatMonthYear('not a date')).to.throw(RangeError);
  });
});
