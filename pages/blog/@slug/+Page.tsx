// One article (/blog/{slug}): back link to the list view the reader came from, featured image,
// title, the byline (author, reading time, month and year and the day of the last update, the
// dates not for start-here), the server-made HTML with heading anchors, the share links, the
// previous/next and related articles, a link back to the whole library and the RSS feed.
import { useData } from 'vike-react/useData';
import { BLOG_PATH, articleUrl, backToListUrl, featuredImagePath, type BlogListState } from '../../../src/shared/blog-url.js';
import { START_HERE_SLUG } from '../../../src/shared/constants.js';
import { formatDateTime } from '../../../src/shared/dates.js';
import { ArticleByline } from '../../_components/blog/ArticleByline.js';
import { RssLink } from '../../_components/blog/RssLink.js';
import { ShareLinks } from '../../_components/blog/ShareLinks.js';
import { useBlogLoading } from '../../_components/blog/blog-loading.js';
import { PendingView } from '../../_components/blog/BlogSkeletons.js';
import { backToList } from '../../_components/blog/list-return.js';
import { playVideoOnClick } from '../../_components/blog/video-embed.js';
import type { Data } from './+data.js';
import { hydrateLater } from '../../_components/ui/hydrate-later.js';
import { ResponsiveImage } from '../../_components/media/ResponsiveImage.js';
import { IMAGE_SIZES } from '../../../src/shared/responsive-image.js';

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

type Linked = Data['related'][number];

function NeighbourLink({ post, from, rel, label }: { post: Linked; from: BlogListState; rel: 'prev' | 'next'; label: string }) {
  return (
    <a href={articleUrl(post.slug, from)} rel={rel} className={`article-neighbour is-${rel}`}>
      <span className="article-neighbour-label">{rel === 'prev' && <span aria-hidden="true">← </span>}{label}{rel === 'next' && <span aria-hidden="true"> →</span>}</span>
      <span className="article-neighbour-title">{post.title}</span>
    </a>
  );
}

function ArticleLinks({ previous, next, related, from }: Pick<Data, 'previous' | 'next' | 'related' | 'from'>) {
  return (
    <>
      {(previous || next) && (
        <nav className="article-neighbours" aria-label="More articles">
          {previous ? <NeighbourLink post={previous} from={from} rel="prev" label="Previous article" /> : <span />}
          {next ? <NeighbourLink post={next} from={from} rel="next" label="Next article" /> : <span />}
        </nav>
      )}
      {related.length > 0 && (
        <section className="article-related" aria-labelledby="related-heading">
          <h2 id="related-heading" className="article-related-heading">Related articles</h2>
          <ul className="article-related-list">
            {related.map((post) => {
              const image = featuredImagePath(post.imageUrl);
              return (
                <li key={post.slug} className="article-related-item">
                  {image && <img src={image} alt="" width={160} height={90} loading="lazy" decoding="async" />}
                  <div>
                    <a href={articleUrl(post.slug, from)} className="article-related-link">{post.title}</a>
                    {post.slug !== START_HERE_SLUG && (
                      <p className="article-related-date"><time dateTime={post.publishDate}>{post.publishedLabel}</time></p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}

function Article() {
  const { post, html, readingMinutes, shareUrl, preview, from, image, featured, previous, next: nextArticle, related } = useData<Data>();
  const back = backToListUrl(from);
  return (
    <div className="article-page">
      <div className="container article-container">
        {preview && <PreviewNotice status={post.status} publishDate={post.publishDate} />}
        <nav aria-label="Breadcrumb" className="article-back">
          <a href={back} data-vike="false" onClick={(event) => backToList(event, back)}>
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
            <ArticleByline author={post.author} readingMinutes={readingMinutes} publishDate={post.publishDate} publishedLabel={post.publishedLabel}
              updatedAt={post.updatedAt} updatedLabel={post.updatedLabel} showDates={post.slug !== START_HERE_SLUG} />
          </header>
          {featured ? (
            <figure className="image article-image">
              <ResponsiveImage image={featured} sizes={IMAGE_SIZES.article} priority />
            </figure>
          ) : image && (
            <figure className="image article-image">
              <img src={image.path} alt="" width={image.width} height={image.height} fetchPriority="high" decoding="async" />
            </figure>
          )}
          {/* Videos load their player only when clicked (video-embed.ts). */}
          <div className="content article-content" onClick={playVideoOnClick} dangerouslySetInnerHTML={{ __html: html }} />
          {preview ? null : <ShareLinks url={shareUrl} title={post.title} />}
        </article>
        <ArticleLinks previous={previous} next={nextArticle} related={related} from={from} />
        <footer className="article-footer">
          <a href={BLOG_PATH} className="button is-primary is-outlined">
            <span aria-hidden="true">←&nbsp;</span>Back to All Resources
          </a>
          <p className="article-feed"><RssLink /></p>
        </footer>
      </div>
    </div>
  );
}

// The article hydrates in a task of its own, after the header (hydrate-later.tsx).
const LaterArticle = hydrateLater(Article);

export default function Page() {
  const next = useBlogLoading();
  return next ? <PendingView view={next}><LaterArticle /></PendingView> : <LaterArticle />;
}
