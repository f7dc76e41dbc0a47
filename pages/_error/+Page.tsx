// https://vike.dev/error-page
// Unknown routes get the spec's 404 card; an article that is missing (or fails to load) gets
// "Article Not Found"; a database outage "Temporarily unavailable" (503); any other failure a
// friendly "Something went wrong". A page that could not be loaded during in-site navigation
// (network drop, a 500) shows the same cards, rendered in the browser, with a "Try again" link
// that loads the address afresh (data-vike="false": a full page load, not the client router).
import { usePageContext } from 'vike-react/usePageContext';
import { errorKind, isLoadFailure } from '../_components/blog/article-errors.js';
import { UNAVAILABLE_MESSAGE } from '../../src/shared/database-unavailable.js';

function TryAgain({ href, primary }: { href: string; primary: boolean }) {
  return <a href={href} data-vike="false" className={`button${primary ? ' is-primary' : ''}`}>Try again</a>;
}

export default function Page() {
  const pageContext = usePageContext();
  const kind = errorKind(pageContext);
  const failed = isLoadFailure(pageContext);
  const here = pageContext.urlOriginal;
  return (
    <div className="container error-page">
      <div className="card error-card">
        <div className="card-content">
          {kind === 'article' ? (
            <>
              <h1 className="title is-3">Article Not Found</h1>
              <p>Sorry, we couldn't find the article you're looking for.</p>
              {pageContext.abortStatusCode === 410 ? <p>This article has been removed from the site.</p> : null}
              <p className="error-actions buttons is-centered">
                {failed && <TryAgain href={here} primary={false} />}
                <a href="/blog" className="button is-primary">Back to Resources</a>
              </p>
            </>
          ) : kind === 'unavailable' ? (
            <>
              <h1 className="title is-3">Temporarily unavailable</h1>
              <p>{UNAVAILABLE_MESSAGE}</p>
              <p className="error-actions">
                <TryAgain href={here} primary />
              </p>
            </>
          ) : kind === 'not-found' ? (
            <>
              <h1 className="title is-3">404 Page Not Found</h1>
              <p>Did you forget to add the page to the router?</p>
              {/* The spec's card above; below, what a reader who followed an old link can do next. */}
              <p>This address leads nowhere on our site: the page may have moved, or the link may have a typo.
                Every article is in the resource library, where you can search them all.</p>
              <p className="error-actions buttons is-centered">
                <a href="/blog" className="button is-primary">Browse the resource library</a>
                <a href="/" className="button">Go to the home page</a>
              </p>
            </>
          ) : (
            <>
              <h1 className="title is-3">Something went wrong</h1>
              <p>
                {failed
                  ? 'Sorry, this page could not be loaded. Check your connection and try again.'
                  : 'Sorry, this page could not be shown. Please try again in a moment.'}
              </p>
              <p className="error-actions buttons is-centered">
                <TryAgain href={here} primary />
                <a href="/" className="button">Go to the home page</a>
              </p>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
