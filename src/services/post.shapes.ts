/**
 * The mapping from a stored row and its categories (in the editor's order; the first is the
 * categoryLabel) to the post shapes the APIs answer with, whose fields are declared in
 * src/shared/post-shape.ts. The public REST routes answer the spec's fields unless asked for more
 * (`fields`).
 */
import type { CategoryShape } from './category-catalogue.js';
import type { PostImage } from './post-images.js';
import { PUBLIC_POST_FIELDS, SPEC_POST_FIELDS, type PostShape, type PublicPostField } from '../shared/post-shape.js';

/** The columns a shape is made from: a model instance or a row of the list's own SQL. */
export interface PostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content?: string;
  imageUrl: string | null;
  /** The featured image from the media library (issue 21). */
  imageId?: number | null;
  publishDate: Date | string;
  author: string;
  status: string;
  createdAt?: Date | string;
  updatedAt: Date | string;
  /** Raised by every save (issue 20); admin shapes only. */
  version?: number;
  /** The SEO fields (issue 20, item 7): the admin's shape and the article page read them. */
  metaTitle?: string | null;
  metaDescription?: string | null;
  /** The share cards' image (issue 20, item 7): the admin's shape and the article page read it. */
  shareImageId?: number | null;
}

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
  };
  if (post.content !== undefined) shape.content = post.content;
  if (post.metaTitle !== undefined) shape.metaTitle = post.metaTitle ?? '';
  if (post.metaDescription !== undefined) shape.metaDescription = post.metaDescription ?? '';
  if (post.shareImageId !== undefined) shape.shareImageId = post.shareImageId ?? null;
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
