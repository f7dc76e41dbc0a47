/**
 * After a client-side navigation to another page: a screen reader hears the new page's title
 * (a polite live region that is in the page from the start, empty until then), and focus moves
 * to the new page's heading (the main content when it has none), so keyboard and screen reader
 * users start reading where a full page load would start them (WCAG 4.1.3, 2.4.3). Changes of
 * the query or hash on the same path (the library's filters, an anchor) leave focus alone.
 * While the library shows the skeletons of the next view, the real heading is not there yet:
 * focus waits for it.
 */
import { useEffect, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useBlogLoading } from '../blog/blog-loading.js';
import { headSetting } from '../seo/seo.js';

function focusHeading(): void {
  const main = document.getElementById('main-content');
  const heading = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // Vike scrolls the new page (to the top or its #hash); focus must not scroll it again.
  heading.focus({ preventScroll: true });
}

export function RouteAnnouncer() {
  const pageContext = usePageContext();
  const { urlPathname } = pageContext;
  const title = headSetting(pageContext, 'title') ?? pageContext.site.name;
  const [message, setMessage] = useState('');
  const loading = useBlogLoading();
  const previousPath = useRef(urlPathname);

  useEffect(() => {
    if (previousPath.current === urlPathname || loading) return;
    previousPath.current = urlPathname;
    setMessage(title);
    focusHeading();
  }, [urlPathname, title, loading]);

  return <div className="is-sr-only" role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">{message}</div>;
}
