/**
 * The public REST posts' `fields` parameter: a comma list (or repeated) of the post fields to
 * answer, from PUBLIC_POST_FIELDS; without it, the fields of docs/product.md §3 as before. A name
 * that is not a field is a 400 naming it.
 */
import { DEFAULT_POST_FIELDS, PUBLIC_POST_FIELDS, ValidationError, type PostImage, type PublicPost, type PublicPostField } from '../../services/index.js';

/** The fields asked for (names read by public-post-query.ts), in the shape's order, or null for the default (the spec's fields). */
export function requestedFields(names: readonly string[]): readonly PublicPostField[] | null {
  if (!names.length) return null;
  const unknown = names.filter((name) => !(PUBLIC_POST_FIELDS as readonly string[]).includes(name));
  if (unknown.length) {
    throw new ValidationError({ fields: `Unknown fields: ${[...new Set(unknown)].join(', ')} (fields are ${PUBLIC_POST_FIELDS.join(', ')})` });
  }
  return PUBLIC_POST_FIELDS.filter((field) => names.includes(field));
}

/** A post with only these fields (the spec's by default); `absolute` gives the image absolute URLs. */
export function pickFields(post: PublicPost, fields: readonly PublicPostField[] | null, absolute: (image: PostImage) => PostImage = (image) => image): Partial<PublicPost> {
  const picked: Record<string, unknown> = {};
  for (const field of fields ?? DEFAULT_POST_FIELDS) if (post[field] !== undefined) picked[field] = post[field];
  if (picked.image) picked.image = absolute(picked.image as PostImage);
  return picked as Partial<PublicPost>;
}

/** Whether the article bodies must be read (`html` is made from them). */
export function wantsContent(fields: readonly PublicPostField[] | null): boolean {
  return !fields || fields.includes('content') || fields.includes('html');
}

/** The posts with their `html` (the article page's, absolute URLs) when the fields ask for it; copies, the read posts stay as they are. */
export async function withHtml<T extends PublicPost>(posts: T[], fields: readonly PublicPostField[] | null, html: (post: T) => Promise<string>): Promise<T[]> {
  if (!fields?.includes('html')) return posts;
  return Promise.all(posts.map(async (post) => ({ ...post, html: await html(post) })));
}
