/**
 * The post shapes the APIs answer with (docs/product.md §3, plus `updatedAt` and the categories as
 * objects), and the mapping from a stored row and its categories (in the editor's order; the
 * first is the categoryLabel). The public REST routes answer the spec's fields unless asked for
 * more (`fields`).
 */
import type { CategoryShape } from './category-catalogue.js';
import type { PostImage } from './post-images.js';

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
}

export interface PublicPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** HTML; omitted from list pages that do not need it. */
  content?: string;
  imageUrl: string | null;
  /** The media library item that is the featured image, or null (issue 21). */
  imageId: number | null;
  /** The featured image with its variants: the library item, else the illustration imageUrl names; set by PostImages. */
  image?: PostImage | null;
  publishDate: string;
  categoryLabel: string;
  categoryLabels: string[];
  author: string;
  status: string;
  /** When the post was last saved (ISO 8601). */
  updatedAt: string;
  /** The categories as objects (id, name, group, description, slug), in the editor's order. */
  categoryDetails: CategoryShape[];
  /** The article page's HTML with absolute URLs (PostPresentation.html); only when the REST `fields` ask for it. */
  html?: string;
  /** The SEO title and description ('' for none: the title and excerpt stand in); only where read (the article, the admin). */
  metaTitle?: string;
  metaDescription?: string;
}

/** The fields of docs/product.md §3's public post, in its order: what the public REST answers by default. */
export const SPEC_POST_FIELDS = ['id', 'slug', 'title', 'excerpt', 'content', 'imageUrl', 'publishDate', 'categoryLabel', 'categoryLabels', 'author', 'status'] as const;
/** Every field a public post can be asked for by name (REST `fields`). */
export const PUBLIC_POST_FIELDS = [...SPEC_POST_FIELDS, 'imageId', 'image', 'updatedAt', 'categoryDetails', 'html'] as const;
/**
 * What the public REST answers without `fields`: exactly the spec's fields, as its clients expect;
 * `fields=...,image` adds the featured image with its variants (issue 21).
 */
export const DEFAULT_POST_FIELDS = SPEC_POST_FIELDS;
export type PublicPostField = (typeof PUBLIC_POST_FIELDS)[number];

export interface AdminPost extends PublicPost {
  content: string;
  categories: string[];
  createdAt: string;
  /** The post's version: a save naming an older one is refused (issue 20). */
  version: number;
  metaTitle: string;
  metaDescription: string;
}

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
  };
}

/** "3,7" (GROUP_CONCAT of the linked ids) as numbers. */
export function parseCategoryIds(value: unknown): number[] {
  if (value === null || value === undefined || value === '') return [];
  return String(value).split(',').map(Number).filter(Number.isSafeInteger);
}
