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
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The template holding the page's scripts until its first paint. */
const TEMPLATE_ID = 'hydration';

/**
 * Runs once, at the end of the body, after the template. Plain ES5: it must run everywhere. A
 * modulepreload of the entry goes in first, then the rest of the global stylesheet
 * (DeferredStylesheet.tsx) and each modulepreload, each in a task of its own (inserting one costs
 * up to 10 ms on a slow phone: all at once were one long task).
 *
 * The module scripts go in once the stylesheet has loaded, at the next frame: the browser restyles
 * the page for the new sheet in that frame. Before, the sheet often arrived while the scripts
 * loaded, and Vike's start (which reads the scroll position) forced that restyle inside its own
 * task, 16-19 ms of it traced at 4x on the article. A hidden tab has no frames: they go in a second
 * later there; and a stylesheet slow to come holds them three seconds at most. They go in one
 * after another, each once the one before has run (its load event): first the entry's own imports
 * (Vike's runtime, then its router with every page's config), then the entry, so each is evaluated
 * in a task of its own, in the order the entry alone would evaluate them.
 *
 * A browser without paint timing hydrates at the load event; with it, a page still unpainted three
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
  // n: the template's other tags in order; q: its module scripts, the entry last; w: what they wait for.
  + "function go(){if(done||!t)return;done=true;var n=[].slice.call(d.importNode(t.content,true).childNodes),"
  + "q=n.filter(function(e){return e.nodeName==='SCRIPT'}),w=1,m=d.createElement('link'),started=false;"
  + "n=n.filter(function(e){return e.nodeName!=='SCRIPT'});m.rel='modulepreload';m.href=q[q.length-1].getAttribute('src');n.unshift(m);"
  + "function add(){var e=q.shift();if(e){e.onload=e.onerror=add;d.body.appendChild(e)}}"
  + "function start(){if(!started){started=true;add()}}setTimeout(start,3000);"
  + "function ready(){if(--w)return;requestAnimationFrame(start);setTimeout(start,1000)}"
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

/** Each built entry script's static imports, by URL path (/assets/...), in the entry's order. */
export type EntryImports = ReadonlyMap<string, string[]>;

/**
 * Reads, once at start-up, the static imports of each built client entry under `clientDir`
 * (assets/entries/entry-*.js). The bundler writes them as `import{...}from"../chunks/name.js"`; an
 * entry written otherwise has none here, and its scripts load as one, as before (the browser test
 * for this fails).
 */
export function builtEntryImports(clientDir: string): EntryImports {
  const entries = join(clientDir, 'assets', 'entries');
  const imports = new Map<string, string[]>();
  if (!existsSync(entries)) return imports;
  for (const name of readdirSync(entries).filter((file) => /^entry-[\w.-]+\.js$/.test(file))) {
    const src = `/assets/entries/${name}`;
    const code = readFileSync(join(entries, name), 'utf8');
    imports.set(src, [...code.matchAll(/\b(?:from|import)\s*"(\.{1,2}\/[\w./-]+\.js)"/g)]
      .map((found) => new URL(found[1]!, `http://build${src}`).pathname)
      .filter((path) => path.startsWith('/assets/')));
  }
  return imports;
}

/**
 * The page with its build's module scripts moved into the template and the loader after it; the
 * entry's own imports (`entryImports`) go in the template as module scripts before it.
 */
export function hydrateAfterFirstPaint(html: string, entryImports?: EntryImports): string {
  const end = html.lastIndexOf('</body>');
  if (end < 0) return html;
  const body = html.slice(0, end);
  const entries = body.match(ENTRY) ?? [];
  if (entries.length !== 1) return html;
  const preloads = body.match(PRELOAD) ?? [];
  const rest = body.replace(ENTRY, '').replace(PRELOAD, '');
  const stylesheet = DEFERRED_STYLESHEET.exec(body)?.[1] ?? '';
  const src = /src="([^"]+)"/.exec(entries[0]!)![1]!;
  const imports = (entryImports?.get(src) ?? []).map((path) => `<script src="${path}" type="module" async></script>`).join('');
  return `${rest}<template id="${TEMPLATE_ID}">${stylesheet}${preloads.join('')}${imports}${entries[0]}</template><script>${HYDRATION_LOADER}</script>${html.slice(end)}`;
}
