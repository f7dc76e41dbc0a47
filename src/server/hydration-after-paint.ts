/**
 * A public page fetches its hydration code after its first paint (issue 26).
 *
 * The page is whole without JavaScript (server-rendered, the menu a <details>, forms that post),
 * so the scripts Vike puts at the end of the body (the client entry and its modulepreloads) only
 * make it interactive. Left in place, a phone fetches them while it is still receiving the HTML
 * and the first images, and Lighthouse's simulation counts every one that arrived before the
 * observed paint into the first paint's estimate. Here they go into an inert <template>; a small
 * inline script (allowed by its hash in the Content-Security-Policy) puts them into the document
 * when the browser reports its first contentful paint (a page opened in a background tab paints,
 * and so hydrates, when it is shown).
 *
 * Pages say whether they take part (`scriptsAfterFirstPaint`, pages/+config.ts): the client-rendered
 * ones (the admin, the GraphQL explorer) show nothing until their scripts run, so they keep Vike's
 * tags. Only the exact tags a production build writes are moved (scripts under /assets): Vite's
 * dev server's are left alone, and so are tags whose shape changed (a Vike upgrade), which then
 * load as before, and the browser test for this fails.
 */
import { createHash } from 'node:crypto';

/** The template holding the page's scripts until its first paint. */
const TEMPLATE_ID = 'hydration';

/**
 * Runs once, at the end of the body, after the template. Plain ES5: it must run everywhere. A
 * modulepreload of the entry goes in first, then the rest of the global stylesheet
 * (DeferredStylesheet.tsx) and each modulepreload, each in a task of its own (inserting one costs
 * up to 10 ms on a slow phone: all at once were one long task). The entry script itself goes in
 * once the stylesheet has loaded, at the next frame: the browser restyles the page for the new
 * sheet in that frame. Before, the sheet often arrived while the scripts loaded, and Vike's start
 * (which reads the scroll position) forced that restyle inside its own task, 16-19 ms of it traced
 * at 4x on the article. A hidden tab has no frames: the entry goes in a second later there; and a
 * stylesheet that is slow to come does not hold the scripts more than three seconds. A
 * browser without paint timing hydrates at the load event; with it, a page still unpainted three
 * seconds after its load event hydrates then, so no page is left without its scripts.
 *
 * Until the page is hydrated (<html data-hydrated>, pages/+Layout.tsx) its links stay plain links:
 * a click the client router took while the page was still hydrating would abort the hydration
 * (vike-react's hydrationCanBeAborted; without it Vike 0.4.266 waits for ever, a bug written up in
 * docs/upstream/vike-hydration-await-deadlock.md) and render the next page
 * without the site settings the server passes once. The browser loads that page instead.
 */
export const HYDRATION_LOADER = `(function(){var d=document,t=d.getElementById('${TEMPLATE_ID}'),done=false;`
  + "addEventListener('click',function(e){if(!d.documentElement.hasAttribute('data-hydrated'))e.stopPropagation()},true);"
  // n: the template's tags in order, the entry script s taken off the end; w: what the entry waits for.
  + "function go(){if(done||!t)return;done=true;var n=[].slice.call(d.importNode(t.content,true).childNodes),s=n.pop(),w=1,m=d.createElement('link');"
  + "m.rel='modulepreload';m.href=s.getAttribute('src');n.unshift(m);"
  + "function add(){if(s){d.body.appendChild(s);s=null}}setTimeout(add,3000);"
  + "function ready(){if(--w)return;requestAnimationFrame(add);setTimeout(add,1000)}"
  + "n.forEach(function(e){if(e.rel==='stylesheet'){w++;e.onload=e.onerror=ready}});"
  + "(function next(){var e=n.shift();if(e){d.body.appendChild(e);setTimeout(next,0)}else ready()})()}"
  + "var p=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0;"
  + "if(p)new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});"
  + "addEventListener('load',function(){p?setTimeout(go,3000):go()})})()";

/** The loader's source for the Content-Security-Policy's script-src. */
export const HYDRATION_LOADER_HASH = `'sha256-${createHash('sha256').update(HYDRATION_LOADER).digest('base64')}'`;

/** The rest of the global stylesheet, as pages/_components/layout/DeferredStylesheet.tsx writes it for browsers without JavaScript. */
const DEFERRED_STYLESHEET = /<noscript>(<link rel="stylesheet" href="\/assets\/[^"<>]+\.css">)<\/noscript>/;
const PRELOAD = /<link rel="modulepreload" href="\/assets\/[^"<>]+\.js" as="script" type="text\/javascript">/g;
const ENTRY = /<script src="\/assets\/[^"<>]+\.js" type="module" async><\/script>/g;

/** The page with its build's module scripts moved into the template and the loader after it. */
export function hydrateAfterFirstPaint(html: string): string {
  const end = html.lastIndexOf('</body>');
  if (end < 0) return html;
  const body = html.slice(0, end);
  const entries = body.match(ENTRY) ?? [];
  if (entries.length !== 1) return html;
  const preloads = body.match(PRELOAD) ?? [];
  const rest = body.replace(ENTRY, '').replace(PRELOAD, '');
  const stylesheet = DEFERRED_STYLESHEET.exec(body)?.[1] ?? '';
  return `${rest}<template id="${TEMPLATE_ID}">${stylesheet}${preloads.join('')}${entries[0]}</template><script>${HYDRATION_LOADER}</script>${html.slice(end)}`;
}
