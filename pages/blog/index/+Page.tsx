// The resource library (/blog): search, category filter, sort, chips, cards, pagination. Rendered
// on the server for the URL's state; after hydration changes are client-side navigations.
import { useRef } from 'react';
import { useData } from 'vike-react/useData';
import { ActiveFilters } from '../../_components/blog/ActiveFilters.js';
import { BlogCard } from '../../_components/blog/BlogCard.js';
import { BlogEmptyState } from '../../_components/blog/BlogEmptyState.js';
import { BlogFilters } from '../../_components/blog/BlogFilters.js';
import { BlogPagination } from '../../_components/blog/BlogPagination.js';
import { useBlogLoading } from '../../_components/blog/blog-loading.js';
import { useResultsFocus } from '../../_components/blog/results-focus.js';
import { CardSkeletons, PendingView } from '../../_components/blog/BlogSkeletons.js';
import { useBlogNavigate } from '../../_components/blog/use-blog-navigate.js';
import { hydrateLater } from '../../_components/ui/hydrate-later.js';
import { RssLink } from '../../_components/blog/RssLink.js';
import type { Data } from './+data.js';

function resultsSummary({ total, pageSize, state, posts }: Pick<Data, 'total' | 'pageSize' | 'state' | 'posts'>): string {
  if (total === 0) return 'No articles found';
  const first = (state.page - 1) * pageSize + 1;
  const last = first + posts.length - 1;
  return `Showing ${first}–${last} of ${total} article${total === 1 ? '' : 's'}`;
}

/** The cards (or their skeletons, or the empty state). */
function BlogResults({ loading, posts, state, go }: { loading: boolean; posts: Data['posts']; state: Data['state']; go: ReturnType<typeof useBlogNavigate> }) {
  return (
    <div className="blog-results" aria-busy={loading}>
      {loading ? (
        <CardSkeletons />
      ) : posts.length > 0 ? (
        <div className="blog-grid">
          {posts.map((post, index) => <BlogCard key={post.slug} post={post} from={state} priority={index === 0} />)}
        </div>
      ) : (
        <BlogEmptyState state={state} go={go} />
      )}
    </div>
  );
}

// The filters, then the cards, hydrate in tasks of their own after the page (hydrate-later.tsx):
// the form alone was most of the first hydration's task. Until its turn it works as plain HTML.
const LaterFilters = hydrateLater(BlogFilters);
const LaterResults = hydrateLater(BlogResults);

export default function Page() {
  const data = useData<Data>();
  const { state, posts, categories, selected, pageCount } = data;
  const next = useBlogLoading();
  const loading = next === 'list';
  const go = useBlogNavigate();
  const summary = useRef<HTMLParagraphElement>(null);
  useResultsFocus(summary, !loading, data);

  const page = (
    <div className="blog-page">
      <header className="blog-hero">
        <div className="container">
          <p className="blog-hero-eyebrow">Resources</p>
          <h1 className="blog-hero-title">Resource Library</h1>
          <p className="blog-hero-text">
            Articles, exercises and reading lists to help you train your mind as consciously as your body.
          </p>
          <p className="blog-hero-feed"><RssLink /></p>
        </div>
      </header>
      <div className="container blog-container">
        <LaterFilters state={state} categories={categories} go={go} />
        <ActiveFilters state={state} selected={selected} go={go} />
        {/* Announced to screen readers; hidden when the empty state already says it. */}
        {/* Focus comes here after a chip is removed or the page changes (results-focus.ts). */}
        <p ref={summary} tabIndex={-1} className={`blog-summary${!loading && data.total === 0 ? ' is-sr-only' : ''}`} aria-live="polite">
          {loading ? 'Loading articles…' : resultsSummary(data)}
        </p>
        <LaterResults loading={loading} posts={posts} state={state} go={go} />
        {!loading && <BlogPagination state={state} pageCount={pageCount} />}
      </div>
    </div>
  );
  return next === 'article' ? <PendingView view="article">{page}</PendingView> : page;
}
