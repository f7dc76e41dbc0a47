/**
 * The mapping from a stored row and its categories (in the editor's order; the first is the
 * categoryLabel) to the post shapes the APIs answer with, whose fields are declared in
 * src/shared/post-shape.ts. The public REST routes answer the spec's fields unless asked for more
 * (`fields`).
 */
import type { CategoryShape } from './category-catalogue.js';
import type { PostImage } from './post-images.js';
import { PUBLIC_POST_FIELDS, SPEC_POST_FIELDS, type PostShape, type PublicPostField, type StoredPostRow } from '../shared/post-shape.js';

/** The columns a shape is made from (declared by src/shared/post-shape.ts). */
export type PostRow = StoredPostRow;

/** The public post (docs/product.md §3's fields, those asked for by name, the article's SEO texts): declared in src/shared/post-shape.ts. */
export type PublicPost = PostShape<'public' | 'article', CategoryShape, PostImage | null>;
/** The admin REST post: the public fields, the content always, the category names, createdAt and the version. */
export type AdminPost = PostShape<'admin', CategoryShape, PostImage | null>;
export { PUBLIC_POST_FIELDS, SPEC_POST_FIELDS, type PublicPostField };
/**
 * What the public REST answers without `fields`: exactly the spec's fields, as its clients expect;
 * `fields=...,image` adds the featured image with its variants (issue 21).
 */
export const DEFAULT_POST_FIELDS = SPEC_POST_FIELDS;

export interface PostPage<T = PublicPost> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export function toPublicPost(post: PostRow, categories: readonly CategoryShape[]): PublicPost {
  const labels = categories.map((category) => category.name);
  const shape: PublicPost = {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    imageUrl: post.imageUrl || null,
    imageId: post.imageId ?? null,
    publishDate: new Date(post.publishDate).toISOString(),
    categoryLabel: labels[0] ?? '',
    categoryLabels: labels,
    author: post.author,
    status: post.status,
    updatedAt: new Date(post.updatedAt).toISOString(),
    categoryDetails: [...categories],
    // The article's head reads these; the REST lists answer them only when asked (`fields`).
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    shareImageId: post.shareImageId ?? null,
  };
  if (post.content !== undefined) shape.content = post.content;
  return shape;
}

export function toAdminPost(post: PostRow, categories: readonly CategoryShape[]): AdminPost {
  const shape = toPublicPost(post, categories);
  return {
    ...shape,
    content: post.content ?? '',
    categories: shape.categoryLabels,
    createdAt: new Date(post.createdAt!).toISOString(),
    version: Number(post.version ?? 1),
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    shareImageId: post.shareImageId ?? null,
  };
}

/** "3,7" (GROUP_CONCAT of the linked ids) as numbers. */
export function parseCategoryIds(value: unknown): number[] {
  if (value === null || value === undefined || value === '') return [];
  return String(value).split(',').map(Number).filter(Number.isSafeInteger);
}
