// One article (/blog/{slug}): back link to the list page the reader came from, title, month and
// year (not for start-here), the server-made HTML, and a link back to the whole library.
import { useData } from 'vike-react/useData';
import { BLOG_PATH, backToListUrl } from '../../../src/shared/blog-url.js';
import { START_HERE_SLUG } from '../../../src/shared/constants.js';
import { formatDateTime, formatMonthYear } from '../../../src/shared/dates.js';
import { useBlogLoading } from '../../_components/blog/blog-loading.js';
import { BlogViewSkeleton } from '../../_components/blog/BlogSkeletons.js';
import type { Data } from './+data.js';
import '../../_components/blog/blog.scss';
import '../../_components/blog/article.scss';

function PreviewNotice({ status, publishDate }: { status: string; publishDate: string }) {
  return (
    <div className="notification is-warning article-preview" role="status">
      <strong>Preview</strong>{' '}
      {status === 'published'
        ? `— scheduled for ${formatDateTime(publishDate)}; the public cannot see this article yet.`
        : '— this article is a draft; the public cannot see it.'}
    </div>
  );
}

export default function Page() {
  const { post, html, preview, backPage } = useData<Data>();
  const next = useBlogLoading();
  if (next) return <BlogViewSkeleton view={next} />;
  return (
    <div className="article-page">
      <div className="container article-container">
        {preview && <PreviewNotice status={post.status} publishDate={post.publishDate} />}
        <nav aria-label="Breadcrumb" className="article-back">
          <a href={backToListUrl(backPage)}>
            <span aria-hidden="true">← </span>Back to Resources
          </a>
        </nav>
        <article className="article">
          <header className="article-header">
            {post.categoryLabels.length > 0 && (
              <ul className="tags article-tags" aria-label="Categories">
                {post.categoryLabels.map((label) => <li key={label} className="tag is-rounded">{label}</li>)}
              </ul>
            )}
            <h1 className="article-title">{post.title}</h1>
            {post.slug !== START_HERE_SLUG && (
              <p className="article-date">
                <time dateTime={post.publishDate}>{formatMonthYear(post.publishDate)}</time>
              </p>
            )}
          </header>
          <div className="content article-content" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
        <footer className="article-footer">
          <a href={BLOG_PATH} className="button is-primary is-outlined">
            <span aria-hidden="true">←&nbsp;</span>Back to All Resources
          </a>
        </footer>
      </div>
    </div>
  );
}
