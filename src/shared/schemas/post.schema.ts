import { array, date, mixed, object, string, type InferType } from 'yup';
import { DEFAULT_POST_STATUS, FEATURED_IMAGE_KEYS, POST_STATUSES, type PostStatus } from '../constants.js';
import { SLUG_PATTERN } from '../slug.js';
import { requiredText, trimmedString } from './fields.js';

export const SLUG_FORMAT_MESSAGE = 'Slug may only contain lowercase letters, numbers and single hyphens';
export const CATEGORIES_MESSAGE = 'Please select at least one category';

/** SPEC section 5, Post form (new and edit). The spec gives no wording for the non-empty rules. */
export const postSchema = object({
  title: requiredText('Title is required', 1, 200),
  slug: requiredText('Slug is required', 1, 200).matches(SLUG_PATTERN, SLUG_FORMAT_MESSAGE),
  excerpt: requiredText('Excerpt is required', 1, 1000),
  content: string().typeError('Content is required').required('Content is required').max(1_000_000, 'Content is too long')
    .test('not-empty', 'Content is required', (value) => !!value && value.replace(/<[^>]*>|&nbsp;|\s/g, '') !== ''),
  // Optional: missing, null and '' all mean "no featured image".
  imageUrl: trimmedString('Choose one of the featured images').transform((value: unknown) => value ?? '').default('')
    .test('image-key', 'Choose one of the featured images', (value) => !value || FEATURED_IMAGE_KEYS.includes(value)),
  categories: array(trimmedString('Categories must be category names').required(CATEGORIES_MESSAGE).max(100, 'Unknown category'))
    .required(CATEGORIES_MESSAGE).min(1, CATEGORIES_MESSAGE).max(20, 'Choose at most 20 categories')
    .typeError(CATEGORIES_MESSAGE),
  publishDate: date().required('Publish date is required').typeError('Publish date must be a valid date'),
  author: requiredText('Author is required', 1, 120),
  // null reads as missing, so the default applies.
  status: mixed<PostStatus>().transform((value: unknown) => value ?? undefined)
    .oneOf(POST_STATUSES, 'Status must be draft or published').default(DEFAULT_POST_STATUS),
});
export type PostInput = InferType<typeof postSchema>;
