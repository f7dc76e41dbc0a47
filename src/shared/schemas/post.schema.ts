import { array, date, mixed, number, object, string, type InferType } from 'yup';
import { DEFAULT_POST_STATUS, FEATURED_IMAGE_KEYS, POST_STATUSES, type PostStatus } from '../constants.js';
import { looksLikeIsoDate, parseIsoDate } from '../iso-date.js';
import { SLUG_PATTERN } from '../slug.js';
import { requiredText, trimmedString } from './fields.js';

export const SLUG_FORMAT_MESSAGE = 'Slug may only contain lowercase letters, numbers and single hyphens';
export const CATEGORIES_MESSAGE = 'Please select at least one category';
export const PUBLISH_DATE_CALENDAR_MESSAGE = 'Publish date must be a real calendar date and time';
export const PUBLISH_DATE_RANGE = { min: new Date('1900-01-01T00:00:00.000Z'), max: new Date('2199-12-31T23:59:59.999Z') };
export const PUBLISH_DATE_RANGE_MESSAGE = 'Publish date must be between the years 1900 and 2199';
/**
 * The SEO fields (issue 20, item 7): `max` is what is stored, `shown` about what a search result
 * shows before cutting (the editor's counters).
 */
export const META_TITLE = { max: 120, shown: 60 } as const;
export const META_DESCRIPTION = { max: 320, shown: 160 } as const;

/** An SEO field: missing keeps the post's (clients of the spec's API do not send it); null or '' means none (the fallback). */
function metaText(label: string, max: number) {
  return trimmedString(`${label} must be text`).nullable().max(max, `${label} must be at most ${max} characters`);
}

/** A media library item's id (a positive whole number), or null; '' reads as null. */
function libraryImageId(name: string) {
  const message = `${name} must be the id of an image in the media library`;
  return number().transform((value: unknown, original: unknown) => (original === '' || original === null ? null : value))
    .nullable().typeError(message).integer(message).min(1, message).max(2_147_483_647, message);
}

/** docs/product.md §5, Post form (new and edit). The spec gives no wording for the non-empty rules. */
export const postSchema = object({
  title: requiredText('Title is required', 1, 200),
  slug: requiredText('Slug is required', 1, 200).matches(SLUG_PATTERN, SLUG_FORMAT_MESSAGE),
  excerpt: requiredText('Excerpt is required', 1, 1000),
  content: string().typeError('Content is required').required('Content is required').max(1_000_000, 'Content is too long')
    .test('not-empty', 'Content is required', (value) => !!value && value.replace(/<[^>]*>|&nbsp;|\s/g, '') !== ''),
  // Optional: missing, null and '' all mean "no featured image".
  imageUrl: trimmedString('Choose one of the featured images').transform((value: unknown) => value ?? '').default('')
    .test('image-key', 'Choose one of the featured images', (value) => !value || FEATURED_IMAGE_KEYS.includes(value)),
  // A media library item (issue 21): missing keeps the post's image, null or '' removes it.
  imageId: libraryImageId('imageId'),
  // The share cards' image (issue 20, item 7), from the media library: as imageId, missing keeps the post's, null or '' removes it.
  shareImageId: libraryImageId('shareImageId'),
  categories: array(trimmedString('Categories must be category names').required(CATEGORIES_MESSAGE).max(100, 'Unknown category'))
    .required(CATEGORIES_MESSAGE).min(1, CATEGORIES_MESSAGE).max(20, 'Choose at most 20 categories')
    .typeError(CATEGORIES_MESSAGE),
  // Strict ISO 8601 (no numbers, no rolled-over days such as 2025-02-30), within years both
  // databases store and compare alike.
  publishDate: date()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? parseIsoDate(original) ?? new Date(NaN) : original instanceof Date ? value : original == null ? original : new Date(NaN)))
    .required('Publish date is required')
    .typeError(({ originalValue }: { originalValue: unknown }) => (looksLikeIsoDate(originalValue) ? PUBLISH_DATE_CALENDAR_MESSAGE : 'Publish date must be a valid date'))
    .min(PUBLISH_DATE_RANGE.min, PUBLISH_DATE_RANGE_MESSAGE)
    .max(PUBLISH_DATE_RANGE.max, PUBLISH_DATE_RANGE_MESSAGE),
  author: requiredText('Author is required', 1, 120),
  metaTitle: metaText('Meta title', META_TITLE.max),
  metaDescription: metaText('Meta description', META_DESCRIPTION.max),
  // null reads as missing, so the default applies.
  status: mixed<PostStatus>().transform((value: unknown) => value ?? undefined)
    .oneOf(POST_STATUSES, 'Status must be draft or published').default(DEFAULT_POST_STATUS),
});
export type PostInput = InferType<typeof postSchema>;
