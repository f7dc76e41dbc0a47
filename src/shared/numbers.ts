/**
 * The one reader of whole numbers from text: query strings, path ids, form values and environment
 * variables all come through here, so "12abc", "1e3", " 7 ", "-0" and 2^60 read the same way
 * everywhere. Digits only (a leading minus for `min` below 0), no spaces (callers trim where text
 * may carry them), inside the safe-integer range.
 */
export interface WholeNumberRange {
  min?: number;
  max?: number;
}

/** The number, or null when the value is not a whole number in [min, max]. */
export function parseWholeNumber(value: unknown, { min = 0, max = Number.MAX_SAFE_INTEGER }: WholeNumberRange = {}): number | null {
  let number: number;
  if (typeof value === 'number') {
    number = value;
  } else if (typeof value === 'string' && /^-?\d{1,16}$/.test(value)) {
    number = Number(value);
  } else {
    return null;
  }
  if (!Number.isSafeInteger(number) || Object.is(number, -0) || number < min || number > max) return null;
  return number;
}
