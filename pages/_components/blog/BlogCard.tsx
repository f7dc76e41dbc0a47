// One article in the resource library: image (when its key is a known one), month and year
// (never for start-here), title, excerpt, "Read More" and the category chips. The whole card is
// one click target; the link keeps the list view (search, categories, sort, page) and the click
// remembers the scroll position, so "Back to Resources" returns to exactly there.
import { articleUrl, featuredImagePath, type ListOrigin } from '../../../src/shared/blog-url.js';
import { START_HERE_SLUG } from '../../../src/shared/constants.js';
import type { ListPost } from './blog-types.js';
import { rememberListView } from './list-return.js';
import { ResponsiveImage } from '../media/ResponsiveImage.js';
import { IMAGE_SIZES } from '../../../src/shared/responsive-image.js';

export function postCategoryLabels(post: Pick<ListPost, 'categoryLabel' | 'categoryLabels'>): string[] {
  if (post.categoryLabels?.length) return post.categoryLabels;
  return post.categoryLabel ? [post.categoryLabel] : [];
}

/** `priority`: the card is the page's Largest Contentful Paint (the first on /blog): its image loads first. */
export function BlogCard({ post, from, priority = false }: { post: ListPost; from: ListOrigin; priority?: boolean }) {
  const href = articleUrl(post.slug, from);
  const image = post.image ?? null;
  const illustration = image ? null : featuredImagePath(post.imageUrl);
  const labels = postCategoryLabels(post);
  return (
    <article className={`card blog-card${image || illustration ? '' : ' has-no-image'}`} data-slug={post.slug}>
      <div className="card-image">
        {image ? (
          <figure className="image blog-card-image">
            <ResponsiveImage image={image} sizes={IMAGE_SIZES.card} priority={priority} />
          </figure>
        ) : illustration ? (
          <figure className="image blog-card-image">
            <img src={illustration} alt="" width={800} height={450} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} decoding="async" />
          </figure>
        ) : (
          <div className="blog-card-placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="card-content blog-card-content">
        {post.slug !== START_HERE_SLUG && (
          <p className="blog-card-date">
            <time dateTime={post.publishDate}>{post.publishedLabel}</time>
          </p>
        )}
        <h2 className="blog-card-title">
          <a href={href} className="blog-card-link" onClick={rememberListView}>{post.title}</a>
        </h2>
        <p className="blog-card-excerpt">{post.excerpt}</p>
        <div className="blog-card-footer">
          {labels.length > 0 && (
            <ul className="tags blog-card-tags" aria-label="Categories">
              {labels.map((label) => (
                <li key={label} className="tag is-rounded">{label}</li>
              ))}
            </ul>
          )}
          <a href={href} className="blog-card-more" onClick={rememberListView}>
            Read More<span className="is-sr-only">: {post.title}</span>
            <span aria-hidden="true"> →</span>
          </a>
        </div>
      </div>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div className="card blog-card blog-card-skeleton" aria-hidden="true">
      <div className="card-image">
        <div className="skeleton-block blog-card-skeleton-image" />
      </div>
      <div className="card-content blog-card-content">
        <div className="skeleton-lines">
          <div />
          <div />
          <div />
          <div />
        </div>
      </div>
    </div>
  );
}
