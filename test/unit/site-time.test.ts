/** The site's time zone (issue 20): the editor's date-time input reads and shows wall-clock time in SITE_TIME_ZONE; dates name the zone. */
import { expect } from 'chai';
import { formatDateTime, formatShortMonthYear } from '../../src/shared/dates.js';
import { fromZonedInput, setSiteTimeZone, toZonedInput, zoneName } from '../../src/shared/site-time.js';
import { loadConfig } from '../../src/config/config.js';

describe('site time zone', () => {
  after(() => setSiteTimeZone('UTC'));

  it('converts the date-time input in a zone, across daylight saving, both ways', () => {
    expect(fromZonedInput('2026-12-01T00:30', 'Europe/Berlin')).to.equal('2026-11-30T23:30:00.000Z');
    expect(fromZonedInput('2026-07-01T00:30', 'Europe/Berlin')).to.equal('2026-06-30T22:30:00.000Z');
    expect(fromZonedInput('2026-03-08T12:00', 'America/New_York')).to.equal('2026-03-08T16:00:00.000Z');
    expect(toZonedInput('2026-11-30T23:30:00.000Z', 'Europe/Berlin')).to.equal('2026-12-01T00:30');
    expect(toZonedInput('2026-03-08T16:00:00.000Z', 'America/New_York')).to.equal('2026-03-08T12:00');
    expect(fromZonedInput('not a date', 'UTC')).to.equal('');
    expect(toZonedInput('nonsense', 'UTC')).to.equal('');
  });

  it('shows dates in the site zone with the zone named, the admin month too', () => {
    setSiteTimeZone('Europe/Berlin');
    expect(formatDateTime('2026-11-30T23:30:00.000Z')).to.equal('1 December 2026 at 00:30 CET');
    expect(formatShortMonthYear('2026-11-30T23:30:00.000Z')).to.equal('Dec 2026');
    expect(zoneName('2026-07-01T00:00:00.000Z')).to.equal('CEST');
    setSiteTimeZone('UTC');
    expect(formatDateTime('2026-11-30T23:30:00.000Z')).to.equal('30 November 2026 at 23:30 UTC');
    expect(formatShortMonthYear('2026-11-30T23:30:00.000Z')).to.equal('Nov 2026');
  });

  it('SITE_TIME_ZONE defaults to UTC and refuses a name the runtime does not know', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).site.timeZone).to.equal('UTC');
    expect(loadConfig({ NODE_ENV: 'test', SITE_TIME_ZONE: 'Europe/Berlin' }).site.timeZone).to.equal('Europe/Berlin');
    expect(() => loadConfig({ NODE_ENV: 'test', SITE_TIME_ZONE: 'Mars/Olympus' })).to.throw(/SITE_TIME_ZONE must be an IANA time zone/);
    expect(loadConfig({ NODE_ENV: 'test' }).trashDays).to.equal(30);
  });
});
