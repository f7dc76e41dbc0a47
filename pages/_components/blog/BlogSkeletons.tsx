// Placeholders while the next blog view loads in the browser: 4 skeleton cards for the list,
// a title and text lines for an article.
import { useEffect } from 'react';
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
  // The article will open at the top; show its placeholder there already. (A block body: newer
  // browsers' scrollTo() returns a promise, which React would take for a cleanup function.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
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
