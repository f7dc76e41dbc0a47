/**
 * The article page's data: a post found by slug (staff may preview drafts and scheduled posts)
 * with its content turned into the reader's HTML, whether the public can see it yet, its featured
 * image, the previous/next and related articles; and, for a slug no post has now, the current
 * slug of the public post that had it (the page answers a 301 there).
 */
import type { Sequelize } from 'sequelize-typescript';
import { isPubliclyVisible } from '../shared/post-visibility.js';
import { readArticleLinks, type ArticleLinks } from './article-links.js';
import { renderArticleHtml } from './article-html.js';
import type { FeaturedImage, FeaturedImages } from './featured-images.js';
import type { PostService } from './post.service.js';
import type { PublicPost } from './post.shapes.js';
import { SlugRedirects } from './slug-redirects.js';
import { responsiveBodyImages } from './article-images.js';
import { absoluteSitePaths, withHeadingAnchors } from './article-reading.js';
import { htmlToText, readingMinutes } from './plain-text.js';
import type { MediaLibrary } from './media/media.service.js';
import { mediaImage, type PostImage } from './post-images.js';

export type { ArticleLinks, LinkedArticle } from './article-links.js';

export interface Article {
  post: Omit<PublicPost, 'content'>;
  /** Sanitised, transformed HTML for the page (section headings with their link anchors). */
  html: string;
  /** Minutes to read it, as the API's readingTime counts (at least one). */
  readingMinutes: number;
  /** False for a draft or a post scheduled for later: only staff get here, with a notice. */
  isPublic: boolean;
  /** The featured image its key names (with its size), or null. */
  image: FeaturedImage | null;
  /** Previous/next in publish order and related articles, all public. */
  links: ArticleLinks;
  /** The post's own share image (issue 20, item 7), or null: share cards then show the featured image. */
  shareImage: PostImage | null;
}

export interface ArticleServiceDeps {
  posts: PostService;
  sequelize: Sequelize;
  images: FeaturedImages;
  /** The media library: images inside bodies become responsive pictures. */
  media?: MediaLibrary;
  /** PUBLIC_URL: tells the articles' links within the site from links elsewhere. */
  siteUrl: string;
  clock?: () => Date;
}

export class ArticleService {
  private readonly posts: PostService;
  private readonly sequelize: Sequelize;
  private readonly images: FeaturedImages;
  private readonly siteUrl: string;
  private readonly clock: () => Date;
  private readonly redirects: SlugRedirects;
  private readonly media?: MediaLibrary;

  constructor(deps: ArticleServiceDeps) {
    this.posts = deps.posts;
    this.sequelize = deps.sequelize;
    this.images = deps.images;
    this.media = deps.media;
    this.siteUrl = deps.siteUrl;
    this.clock = deps.clock ?? (() => new Date());
    this.redirects = new SlugRedirects(this.clock);
  }

  /** A public post's previous, next and related articles (the article page's ways on), one statement. */
  linksOf(post: { id: number; publishDate: string | Date; categoryDetails: ReadonlyArray<{ id: number }> }): Promise<ArticleLinks> {
    return readArticleLinks(this.sequelize, { id: post.id, publishDate: new Date(post.publishDate), categoryIds: post.categoryDetails.map((category) => category.id) }, this.clock());
  }

  /** Throws NotFoundError when there is no such post (or only a non-public one and no preview). */
  async getArticle(slug: string, { preview = false }: { preview?: boolean } = {}): Promise<Article> {
    const { content, ...post } = await this.posts.getPublishedBySlug(slug, { preview });
    const now = this.clock();
    const links = await this.linksOf(post);
    const body = await this.readerHtml(content);
    return {
      post,
      html: withHeadingAnchors(body),
      readingMinutes: Math.max(1, readingMinutes(htmlToText(content ?? ''))),
      isPublic: isPubliclyVisible(post, now),
      image: this.images.of(post.imageUrl),
      links,
      shareImage: await this.shareImageOf(post.shareImageId),
    };
  }

  /** The library item a post chose for its share cards; null without one (or once it is gone). */
  private async shareImageOf(id: number | null | undefined): Promise<PostImage | null> {
    if (!id || !this.media) return null;
    const media = (await this.media.byIds([id])).get(id);
    return media ? mediaImage(media) : null;
  }

  /** A public post's whole article for a feed reader (RSS): the reader's HTML with absolute URLs. */
  async feedHtml(content: string | null | undefined): Promise<string> {
    return absoluteSitePaths(await this.readerHtml(content), this.siteUrl);
  }

  /** The stored content as readers get it: sanitised and transformed, library images responsive. */
  private async readerHtml(content: string | null | undefined): Promise<string> {
    const html = renderArticleHtml(content, this.siteUrl);
    return this.media ? responsiveBodyImages(html, this.media) : html;
  }

  /**
   * For a slug no post has now: the current slug of the public post that had it before, or null
   * (never one a live post has: ask only after getArticle found nothing).
   */
  movedTo(slug: string): Promise<string | null> {
    return this.redirects.currentSlug(slug);
  }

  /** For a slug no post has now: whether it belongs (or belonged) to a post in the trash (410 Gone). */
  isGone(slug: string): Promise<boolean> {
    return this.posts.isTrashedSlug(slug);
  }
}
