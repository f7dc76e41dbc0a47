/**
 * Every date format of the site (docs/product.md §9 and the admin screens), in one place. Formatted
 * in the site's time zone (SITE_TIME_ZONE, UTC by default; src/shared/site-time.ts) so the
 * server-rendered HTML and the hydrated page always agree, whatever the visitor's time zone; the
 * formatters that name a moment name the zone.
 */
import { siteTimeZone, siteZoneGeneration } from './site-time.js';

type DateInput = Date | string;

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Moments each formatter remembers: a page shows the same few dates on every render, and Intl formats slowly. */
const REMEMBERED = 500;

function utcFormat(options: Intl.DateTimeFormatOptions): (value: DateInput) => string {
  let generation = -1;
  let format: Intl.DateTimeFormat;
  const formatted = new Map<number, string>();
  return (value) => {
    if (generation !== siteZoneGeneration()) {
      generation = siteZoneGeneration();
      format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: siteTimeZone() });
      formatted.clear();
    }
    const date = value instanceof Date ? value : new Date(value);
    const time = date.getTime();
    let text = formatted.get(time);
    if (text === undefined) {
      text = format.format(date);
      if (formatted.size >= REMEMBERED) formatted.clear();
      formatted.set(time, text);
    }
    return text;
  };
}

/** "November 2026": the public list and the article. */
export const formatMonthYear = utcFormat({ month: 'long', year: 'numeric' });

/** "Nov 2026": the admin list ("MMM yyyy"; fixed English month names, whatever the ICU data). */
const monthNumberYear = utcFormat({ month: 'numeric', year: 'numeric' });

export function formatShortMonthYear(value: DateInput): string {
  // "11/2026" in the site's zone, named with fixed English months.
  const [month, year] = monthNumberYear(value).split('/');
  return `${SHORT_MONTHS[Number(month) - 1]} ${year}`;
}

/** "5 December 2026": a day, e.g. when a scheduled post appears. */
export const formatDayMonthYear = utcFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** "21 November 2026 at 09:30 UTC": an exact moment in full. */
export const formatDateTime = utcFormat({
  day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short',
});

/** "21 Nov 2026, 09:39 UTC": an exact moment compact enough for a table cell. */
export const formatShortDateTime = utcFormat({
  day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short',
});

/** "21 November 2026 at 09:30:05 UTC": a save (revisions), to the second so saves in one minute differ. */
export const formatSavedAt = utcFormat({
  day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'short',
});
