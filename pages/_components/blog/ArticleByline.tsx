/**
 * Who wrote an article, how long it takes to read, when it was published and last updated
 * (the dates are hidden for start-here, as its month-year date is: docs/product.md §2).
 */

export interface BylineProps {
  author: string;
  readingMinutes: number;
  publishDate: string;
  /** "February 2024" and "5 March 2024", written by the server (blog-types.ts, DateLabel). */
  publishedLabel: string;
  /** Shown when it falls on a later day than the publish date. */
  updatedAt: string;
  updatedLabel: string;
  showDates: boolean;
}

const day = (iso: string) => iso.slice(0, 10);

export function ArticleByline({ author, readingMinutes, publishDate, publishedLabel, updatedAt, updatedLabel, showDates }: BylineProps) {
  const updated = showDates && day(updatedAt) > day(publishDate);
  return (
    <p className="article-byline">
      {author ? <span className="article-author">By {author}</span> : null}
      <span className="article-reading-time">{readingMinutes} min read</span>
      {showDates ? <span className="article-date"><time dateTime={publishDate}>{publishedLabel}</time></span> : null}
      {updated ? <span className="article-updated">Updated <time dateTime={updatedAt}>{updatedLabel}</time></span> : null}
    </p>
  );
}
