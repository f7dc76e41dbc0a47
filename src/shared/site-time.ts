/**
 * The site's time zone (SITE_TIME_ZONE, issue 20): every date the site shows is in it, named, on
 * the server and in the browser alike (so the rendered HTML and the hydrated page agree), and the
 * editor's date-time input holds wall-clock time in it. Set once per process from the settings
 * (the server at start, the browser from the page's site settings).
 */
let siteZone = 'UTC';
let changes = 0;

export function setSiteTimeZone(zone: string | undefined): void {
  if (!zone || zone === siteZone) return;
  siteZone = zone;
  changes++;
}

export function siteTimeZone(): string {
  return siteZone;
}

/** Bumped at every change of zone: formatters kept for a zone know to start again. */
export function siteZoneGeneration(): number {
  return changes;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall-clock fields of an instant in a zone. */
function wallClock(date: Date, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

/** How far the zone is ahead of UTC at an instant, in milliseconds. */
function offsetAt(date: Date, zone: string): number {
  const wall = wallClock(date, zone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(date.getTime() / 1000) * 1000;
}

/** An instant as a datetime-local value ("2026-12-01T00:30") in the zone. */
export function toZonedInput(value: Date | string, zone = siteZone): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const wall = wallClock(date, zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * A datetime-local value read as wall-clock time in the zone, as an ISO instant; '' when it is
 * not a date. In a daylight-saving gap the time is read with the offset before the change.
 */
export function fromZonedInput(value: string, zone = siteZone): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value ?? '');
  if (!match) return '';
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s || 0);
  if (Number.isNaN(asUtc)) return '';
  // Two passes: the offset at the guess, then at the corrected instant (right across a change).
  let instant = asUtc - offsetAt(new Date(asUtc), zone);
  instant = asUtc - offsetAt(new Date(instant), zone);
  return new Date(instant).toISOString();
}

/** The zone's short name at an instant ("UTC", "CET", "GMT-5"). */
export function zoneName(value: Date | string = new Date(), zone = siteZone): string {
  const date = value instanceof Date ? value : new Date(value);
  const part = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' }).formatToParts(date).find((item) => item.type === 'timeZoneName');
  return part?.value ?? zone;
}
