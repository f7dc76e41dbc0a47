/**
 * The slug rule of docs/product.md §4, shared by posts and categories: strip accents, lowercase,
 * trim, replace each run of characters other than a-z and 0-9 with one hyphen, trim hyphens.
 * (The spec words the post and category rules slightly differently; they agree on every
 * Latin-script input, so one function serves both.)
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What a stored slug must look like. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
