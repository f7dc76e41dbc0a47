/**
 * What a front end on another site needs to show a post as this site does (the Content API's
 * Post fields beyond the stored ones): the featured image as an absolute URL with its size, the
 * article HTML exactly as the article page shows it (docs/product.md §9 transforms, article-html.ts)
 * with the site's own image paths made absolute, the plain-text excerpt, the reading time, and
 * the SEO values of the article page's head.
 */
import DataLoader from 'dataloader';
import { articleUrl } from '../shared/blog-url.js';
import { absoluteUrl, articleSeoDescription, articleSeoTitle, DEFAULT_SHARE_IMAGE } from '../shared/article-seo.js';
import { renderArticleHtml } from './article-html.js';
import { withHeadingAnchors } from './article-reading.js';
import { responsiveBodyImages } from './article-images.js';
import type { MediaLibrary } from './media/media.service.js';
import type { MediaShape } from './media/media.shapes.js';
import { mediaImage, type ImagedPost, type PostImage, type PostImages } from './post-images.js';
import { htmlToText, readingMinutes } from './plain-text.js';

/** The post fields these are made from. */
export interface PresentedPost extends ImagedPost {
  slug: string;
  title: string;
  excerpt: string;
  content?: string;
  /** The post's own SEO title and description (issue 20, item 7); empty or missing: the title and excerpt. */
  metaTitle?: string;
  metaDescription?: string;
  /** The post's own share image (issue 20, item 7), a library item; missing or null: the featured image. */
  shareImageId?: number | null;
}

export type { PostImage } from './post-images.js';

export interface PostSeo {
  title: string;
  description: string;
  canonicalUrl: string;
  image: string;
}

/** Characters of article text an empty excerpt is made from. */
const EXCERPT_FALLBACK_LENGTH = 200;

/** Each <img src> of well-formed (sanitised) HTML, made absolute against `base`. */
function absoluteImageSources(html: string, base: string): string {
  return html.replace(/(<img\b[^>]*?\ssrc=")([^"]*)"/gi, (_whole, start: string, src: string) => {
    try {
      return `${start}${new URL(src.replace(/&amp;/g, '&'), base).href.replace(/&/g, '&amp;')}"`;
    } catch {
      return `${start}${src}"`;
    }
  });
}

export class PostPresentation {
  /**
   * The share images asked for at once (a list's posts each resolving `seo`) in one read of the
   * library; nothing is kept between ticks, so an edited or deleted item is read afresh.
   */
  private readonly shareImages?: DataLoader<number, MediaShape | undefined>;

  /** `siteUrl`: the site's public URL (PUBLIC_URL). */
  constructor(
    private readonly siteUrl: string,
    private readonly images: PostImages,
    /** The media library: its images inside bodies become the article page's <picture>s. */
    private readonly media?: MediaLibrary,
  ) {
    this.shareImages = media && new DataLoader(async (ids) => {
      const found = await media.byIds(ids);
      return ids.map((id) => found.get(id));
    }, { cache: false });
  }

  /** The featured image (library item or illustration) with absolute URLs, for clients on other sites. */
  image(post: PresentedPost): PostImage | null {
    const image = post.image !== undefined ? post.image : this.images.illustration(post.imageUrl);
    return image && this.absoluteImage(image);
  }

  absoluteImage(image: PostImage): PostImage {
    const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : absoluteUrl(this.siteUrl, url));
    return { ...image, url: absolute(image.url), variants: image.variants.map((variant) => ({ ...variant, url: absolute(variant.url) })) };
  }

  /**
   * The article page's HTML for the post: library images inside the body are the same responsive
   * <picture> (AVIF/WebP sources, srcset, sizes, width/height, alt) as on the page, section headings
   * carry their anchors as on the page, and every image URL is absolute (srcsets included), so
   * other sites can show it as it is.
   */
  async html(post: PresentedPost): Promise<string> {
    const html = withHeadingAnchors(renderArticleHtml(post.content, this.siteUrl));
    const pictures = this.media ? await responsiveBodyImages(html, this.media, { absolute: true }) : html;
    return absoluteImageSources(pictures, this.canonicalUrl(post));
  }

  readingTime(post: PresentedPost): number {
    return readingMinutes(htmlToText(post.content));
  }

  /** The excerpt as plain text; for an empty excerpt, the start of the article's text. */
  excerptText(post: PresentedPost): string {
    const excerpt = htmlToText(post.excerpt);
    if (excerpt) return excerpt;
    const text = htmlToText(post.content);
    if (text.length <= EXCERPT_FALLBACK_LENGTH) return text;
    const cut = text.slice(0, EXCERPT_FALLBACK_LENGTH);
    return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
  }

  /** The values the article page puts in its head: title, meta description, canonical link, og:image. */
  async seo(post: PresentedPost): Promise<PostSeo> {
    // The post's own share image when it has one (read only then), else the featured image.
    const shared = post.shareImageId ? await this.shareImages?.load(post.shareImageId) : undefined;
    return {
      title: articleSeoTitle(post),
      description: articleSeoDescription(post),
      canonicalUrl: this.canonicalUrl(post),
      image: (shared ? this.absoluteImage(mediaImage(shared)) : this.image(post))?.url ?? absoluteUrl(this.siteUrl, DEFAULT_SHARE_IMAGE),
    };
  }

  private canonicalUrl(post: PresentedPost): string {
    return absoluteUrl(this.siteUrl, articleUrl(post.slug));
  }
}
