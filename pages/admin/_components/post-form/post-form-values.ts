/**
 * The post form's values and their conversions: the stored post to the form, the form to the
 * GraphQL input, and the publish date between ISO time and the date-time input (in the site's zone).
 */
import { DEFAULT_POST_STATUS, type PostStatus } from '../../../../src/shared/constants.js';
import { postSchema } from '../../../../src/shared/schemas/post.schema.js';
import type { AdminPost, PostInput } from '../../../_graphql/operations/post.operations.js';
import { formValidator } from '../../../../src/shared/schemas/field-errors.js';
import { fromZonedInput, toZonedInput } from '../../../../src/shared/site-time.js';

/** The GraphQL input, except that the date is what a datetime-local input holds. */
export interface PostFormValues extends Omit<PostInput, 'publishDate' | 'status'> {
  /** "YYYY-MM-DDTHH:mm" in the site's time zone (a datetime-local input). */
  publishDate: string;
  status: PostStatus;
}

/** An instant as a datetime-local value in the site's time zone (SITE_TIME_ZONE). */
export function toLocalDateTime(value: Date | string): string {
  return toZonedInput(value);
}

/** A datetime-local value (wall-clock time in the site's zone) as an ISO instant; '' when it is not a date. */
export function fromLocalDateTime(value: string): string {
  return fromZonedInput(value);
}

export function newPostValues(now = new Date()): PostFormValues {
  return {
    title: '', slug: '', excerpt: '', content: '', imageUrl: '', imageId: null, categories: [],
    publishDate: toLocalDateTime(now), author: '', status: DEFAULT_POST_STATUS, metaTitle: '', metaDescription: '', shareImageId: null,
  };
}

export function postToValues(post: AdminPost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    imageUrl: post.imageUrl ?? '',
    imageId: post.imageId ?? null,
    categories: [...post.categoryLabels],
    publishDate: toLocalDateTime(post.publishDate),
    author: post.author,
    status: post.status === 'draft' ? 'draft' : 'published',
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    shareImageId: post.shareImageId ?? null,
  };
}

/** A text field's value; an emptied field holds undefined (react-final-form's default parse). */
function text(value: string | undefined | null): string {
  return typeof value === 'string' ? value : '';
}

export function valuesToInput(values: PostFormValues): PostInput {
  return {
    title: text(values.title).trim(),
    slug: text(values.slug).trim(),
    excerpt: text(values.excerpt).trim(),
    content: text(values.content),
    imageUrl: text(values.imageUrl),
    imageId: typeof values.imageId === 'number' ? values.imageId : null,
    categories: Array.isArray(values.categories) ? values.categories : [],
    publishDate: fromLocalDateTime(text(values.publishDate)),
    author: text(values.author).trim(),
    status: values.status,
    // Empty: the article falls back to its title and excerpt (issue 20, item 7).
    metaTitle: text(values.metaTitle).trim(),
    metaDescription: text(values.metaDescription).trim(),
    // None: share cards show the featured image.
    shareImageId: typeof values.shareImageId === 'number' ? values.shareImageId : null,
  };
}

const validateInput = formValidator<PostInput>(postSchema);

/** The shared post schema's messages, checked on what would be sent. */
export function validatePostValues(values: PostFormValues) {
  const input = valuesToInput(values);
  return validateInput({ ...input, publishDate: input.publishDate || undefined } as PostInput);
}

/** Whether saving `values` would change what `saved` holds (what the form would send, compared). */
export function hasUnsavedChanges(values: PostFormValues, saved: PostFormValues): boolean {
  return JSON.stringify(valuesToInput(values)) !== JSON.stringify(valuesToInput(saved));
}
