/** The post shapes the APIs answer with (SPEC section 3), and the mapping from the model. */
import type { BlogPost } from '../../models/index.js';

export interface PublicPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** HTML; omitted from list pages that do not need it. */
  content?: string;
  imageUrl: string | null;
  publishDate: string;
  categoryLabel: string;
  categoryLabels: string[];
  author: string;
  status: string;
}

export interface AdminPost extends PublicPost {
  content: string;
  categories: string[];
  createdAt: string;
  updatedAt: string;
}

export interface PostPage<T = PublicPost> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export function toPublicPost(post: BlogPost): PublicPost {
  const labels = post.categories ?? [];
  const shape: PublicPost = {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    imageUrl: post.imageUrl || null,
    publishDate: new Date(post.publishDate).toISOString(),
    categoryLabel: labels[0] ?? '',
    categoryLabels: labels,
    author: post.author,
    status: post.status,
  };
  if (post.content !== undefined) shape.content = post.content;
  return shape;
}

export function toAdminPost(post: BlogPost): AdminPost {
  return {
    ...toPublicPost(post),
    content: post.content,
    categories: post.categories ?? [],
    createdAt: new Date(post.createdAt).toISOString(),
    updatedAt: new Date(post.updatedAt).toISOString(),
  };
}
