/**
 * Strict ISO 8601 dates for API input: `YYYY-MM-DD`, optionally `THH:mm`, `:ss`, `.sss` and a zone
 * (`Z` or `±HH:mm`; none means UTC). Only real calendar days and times count: `2025-02-30` is
 * refused rather than rolled over into March, and years outside four digits never parse.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Shaped like an ISO date (whether or not the day exists). */
export function looksLikeIsoDate(value: unknown): boolean {
  return typeof value === 'string' && ISO_DATE.test(value.trim());
}

/** The moment a strict ISO 8601 string names, or null when it is not one or the day does not exist. */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone = 'Z'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const calendar = new Date(0);
  calendar.setUTCFullYear(year, month - 1, day); // (Date.UTC would read years 0–99 as 1900–1999)
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${(fraction + '000').slice(0, 3)}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date;
}
