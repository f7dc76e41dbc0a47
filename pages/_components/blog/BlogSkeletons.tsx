// Placeholders while the next blog view loads in the browser: 4 skeleton cards for the list,
// a title and text lines for an article.
import type { ReactNode } from 'react';
import { BlogCardSkeleton } from './BlogCard.js';
import type { BlogLoading } from './blog-loading.js';

export const SKELETON_CARDS = 4;

export function CardSkeletons() {
  return (
    <div className="blog-grid">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => <BlogCardSkeleton key={index} />)}
    </div>
  );
}

export function ArticleSkeleton() {
  return (
    <div className="article-page" aria-busy="true">
      <div className="container article-container">
        <p className="is-sr-only" role="status">Loading article…</p>
        <div className="article article-skeleton" aria-hidden="true">
          <div className="skeleton-block article-skeleton-title" />
          <div className="skeleton-lines">
            {Array.from({ length: 8 }, (_, index) => <div key={index} />)}
          </div>
        </div>
      </div>
    </div>
  );
}

/** The whole-page placeholder when leaving a blog page for another kind of blog view. */
export function BlogViewSkeleton({ view }: { view: Exclude<BlogLoading, null> }) {
  if (view === 'article') return <ArticleSkeleton />;
  return (
    <div className="container blog-container" aria-busy="true">
      <p className="is-sr-only" role="status">Loading articles…</p>
      <CardSkeletons />
    </div>
  );
}

/**
 * Leaving a blog page for another kind of blog view (list to article, article to list or to
 * another article): the next view's skeleton covers the window under the header, while the page
 * being left stays underneath, inert and hidden from assistive technology. Its height and the
 * scroll position do not change, so the position Vike keeps for the page's history entry stays
 * right and the browser's Back button returns to where the reader was (issue 12, row 6). The new
 * page then opens at the top.
 */
export function PendingView({ view, children }: { view: Exclude<BlogLoading, null>; children: ReactNode }) {
  return (
    <>
      <div className="blog-leaving" inert aria-hidden="true">{children}</div>
      <div className="blog-pending">
        <BlogViewSkeleton view={view} />
      </div>
    </>
  );
}
