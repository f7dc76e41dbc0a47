/**
 * The article page's data: a post found by slug (staff may preview drafts and scheduled posts)
 * with its content turned into the reader's HTML, and whether the public can see it yet.
 */
import { isPubliclyVisible } from '../shared/post-visibility.js';
import { renderArticleHtml } from './article-html.js';
import type { PostService } from './post.service.js';
import type { PublicPost } from './post.shapes.js';

export interface Article {
  post: Omit<PublicPost, 'content'>;
  /** Sanitised, transformed HTML for the page. */
  html: string;
  /** False for a draft or a post scheduled for later: only staff get here, with a notice. */
  isPublic: boolean;
}

export class ArticleService {
  /** `siteUrl` (PUBLIC_URL) tells the articles' links within the site from links elsewhere. */
  constructor(
    private readonly posts: PostService,
    private readonly siteUrl: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Throws NotFoundError when there is no such post (or only a non-public one and no preview). */
  async getArticle(slug: string, { preview = false }: { preview?: boolean } = {}): Promise<Article> {
    const { content, ...post } = await this.posts.getPublishedBySlug(slug, { preview });
    return { post, html: renderArticleHtml(content, this.siteUrl), isPublic: isPubliclyVisible(post, this.clock()) };
  }
}
