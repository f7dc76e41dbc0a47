/**
 * The rest of the global stylesheet (what no public page shows at its first paint: dialogs, toasts,
 * pagination; vite.config.ts, splitStylesheets), fetched after the first paint.
 *
 * Linked in the HTML, a phone would fetch it while still receiving the page and its first images,
 * and Lighthouse's simulation counted it into the largest paint's estimate (the article's LCP went
 * from 1.13 to 0.91 s without it: bench/README.md). So the server writes it inside <noscript>, which a browser without
 * JavaScript reads as a link; the hydration loader starts it with the page's scripts, after the
 * first paint (src/server/hydration-after-paint.ts); and once mounted, this adds it wherever the
 * loader did not (a public page reached from the admin by client-side navigation).
 * A noscript's content is not hydrated: Preact leaves dangerouslySetInnerHTML alone while hydrating,
 * and with scripting on, the parser reads it as text.
 */
import { useEffect } from 'react';

export function DeferredStylesheet({ href }: { href: string }) {
  useEffect(() => {
    const loaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.getAttribute('href') === href);
    const link = loaded ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    if (!loaded) document.head.append(link);
    // Taken out on the admin's pages: their head links the whole sheet before the admin's own
    // rules, which this, coming after them, would override.
    return () => link.remove();
  }, [href]);
  return <noscript dangerouslySetInnerHTML={{ __html: `<link rel="stylesheet" href="${href}">` }} />;
}
