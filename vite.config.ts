import purgeCssModule from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import postcss, { type AtRule, type Declaration, type Helpers, type Root, type Rule } from 'postcss';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { transform as transformCss } from 'lightningcss';
import { defineConfig, preprocessCSS, type Plugin, type ResolvedConfig } from 'vite';
import { compileHints } from './scripts/compile-hints.js';
import { precompressFolder } from './scripts/precompress.mjs';
import { siteImagesModuleIsCurrent } from './scripts/site-images.mjs';
import { siteImage } from './src/shared/site-images.js';

/**
 * The browser gets Preact's React-compatible runtime instead of React DOM (about 10 KB gzip instead
 * of 60): the server still renders with React, the browser hydrates that HTML with preact/compat.
 * Only the client build is aliased (docs/performance-history.md, "Page weight").
 */
const PREACT_FOR: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

function preactInTheBrowser(): Plugin {
  return {
    name: 'preact-in-the-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      const target = PREACT_FOR[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * Only the CSS the site uses: the site's own stylesheets (Bulma's modules in global.scss, the
 * blog's) lose every rule no page, component or content service names, and the custom properties
 * nothing reads. Class names put together at run time (`is-${tone}`) and the elements an article's
 * HTML may contain are kept. Other packages' CSS (the admin's editor, the explorer) is left alone.
 * The first-paint critical.scss is purged against the public pages only (not pages/admin).
 */
// The package's ESM default is the plugin; TypeScript reads its CommonJS typings as a namespace.
type PurgePlugin = (typeof purgeCssModule)['default'];
const purgeCss = ((purgeCssModule as { default?: PurgePlugin }).default ?? purgeCssModule) as PurgePlugin;
const SITE_STYLESHEET = /\/pages\/(_styles|_components)\/.*\.s?css$/;
/** The inline stylesheet serves the public pages' first paint: the admin's classes are left out of it. */
const CRITICAL_SOURCE = /\/pages\/_styles\/critical\.scss$/;
const SITE_CONTENT = ['pages/**/*.{ts,tsx}', 'src/shared/**/*.ts', 'src/services/**/*.ts'];
const PUBLIC_CONTENT = ['pages/!(admin)/**/*.{ts,tsx}', 'pages/*.{ts,tsx}', 'src/shared/**/*.ts', 'src/services/**/*.ts'];
const purgeOptions = (content: string[]) => ({
  content,
  safelist: {
    // Classes put together at run time: `is-${rel}` (article-neighbour), `is-${tone}` (ConfirmDialog), `is-${tile.key}` (the home page CTA tiles).
    standard: [/^is-(next|prev|danger|primary|warning|join|subscribe)$/, /^(html|body|main|article|section|figure|figcaption|img|picture|blockquote|pre|code|table|thead|tbody|tfoot|tr|th|td|caption|h[1-6]|p|ul|ol|li|dl|dt|dd|hr|a|strong|em|sub|sup|small|iframe|video|svg)$/],
  },
  variables: true,
  keyframes: true,
});
type Purge = { OnceExit(root: Root, helpers: Helpers): Promise<void> };
const purge = purgeCss(purgeOptions(SITE_CONTENT)) as Purge;
const purgePublic = purgeCss(purgeOptions(PUBLIC_CONTENT)) as Purge;
const purgeSiteCss = {
  postcssPlugin: 'purge-site-css',
  OnceExit(root: Root, helpers: Helpers) {
    const file = (root.source?.input.file ?? '').split('?')[0]!;
    if (CRITICAL_SOURCE.test(file)) return purgePublic.OnceExit(root, helpers);
    return SITE_STYLESHEET.test(file) ? purge.OnceExit(root, helpers) : undefined;
  },
};

/** The site's images named in stylesheets (`url("/images/…")`) by their fingerprinted URLs, as the markup names them. */
const fingerprintSiteImages = {
  postcssPlugin: 'fingerprint-site-images',
  Declaration(declaration: Declaration) {
    if (!declaration.value.includes('/images/')) return;
    declaration.value = declaration.value.replace(/url\((["']?)(\/images\/[^"')]+)\1\)/g, (_, quote: string, path: string) => `url(${quote}${siteImage(path)}${quote})`);
  },
};

/** A build refuses images whose hashes were not written (`npm run images:hash`, scripts/site-images.mjs). */
function currentSiteImageHashes(): Plugin {
  return {
    name: 'current-site-image-hashes',
    buildStart() {
      if (!siteImagesModuleIsCurrent()) this.error('public/images changed: run "npm run images:hash" to rewrite src/shared/site-images.generated.ts');
    },
  };
}

/**
 * The rest of the global stylesheet (pages/_styles/global.scss) as a file of its own that public
 * pages fetch after their first paint (pages/_components/layout/DeferredStylesheet.tsx,
 * `virtual:full-stylesheet` is its URL), so it blocks no paint; critical.scss goes inline in the
 * head (criticalStyle below). Both are made here, through the same Sass and PostCSS steps, not
 * imported as modules: Vike links every
 * stylesheet of the bundle in the head. What critical.scss already has is left out of the rest (a
 * declaration it gives the same selector in the same at-rules): coming after the page's rules, a
 * second copy would win over a later rule of critical.scss (the blog's over Bulma's).
 * Development serves the whole source as CSS.
 */
function withoutRulesOf(full: string, critical: string): string {
  const context = (node: Rule | AtRule) => {
    const at: string[] = [];
    for (let parent = node.parent; parent && parent.type === 'atrule'; parent = parent.parent) at.unshift(`@${(parent as AtRule).name} ${(parent as AtRule).params}`);
    return at.join(' ');
  };
  // Every declaration critical.scss has, by its at-rules and selector; and its childless at-rules.
  const known = new Set<string>();
  postcss.parse(critical).walk((node) => {
    if (node.type === 'rule') {
      for (const selector of node.selectors) for (const child of node.nodes) known.add(`${context(node)}|${selector}|${child.toString()}`);
    } else if (node.type === 'atrule' && !node.nodes?.some((child) => child.type === 'rule' || child.type === 'atrule')) {
      known.add(`${context(node)}|${node.toString()}`);
    }
  });
  const root = postcss.parse(full);
  root.walk((node) => {
    if (node.type === 'rule') {
      const where = context(node);
      // Each selector keeps the declarations critical.scss does not give it; selectors left with
      // different sets become rules of their own, in place (same order, same specificity).
      const kept = node.selectors.map((selector) => ({ selector, nodes: node.nodes.filter((child) => !known.has(`${where}|${selector}|${child.toString()}`)) }));
      const groups: Array<{ selectors: string[]; nodes: typeof node.nodes }> = [];
      for (const { selector, nodes } of kept) {
        if (!nodes.length) continue;
        const last = groups.at(-1);
        if (last && last.nodes.length === nodes.length && last.nodes.every((child, index) => child === nodes[index])) last.selectors.push(selector);
        else groups.push({ selectors: [selector], nodes });
      }
      for (const group of groups) node.before(node.clone({ selectors: group.selectors, nodes: group.nodes.map((child) => child.clone()) }));
      node.remove();
    } else if (node.type === 'atrule' && known.has(`${context(node)}|${node.toString()}`)) {
      node.remove();
    }
  });
  withoutEmptyAtRules(root);
  return root.toString();
}

/** At-rules left empty by removing rules go too. */
function withoutEmptyAtRules(root: Root): void {
  root.walkAtRules((node) => {
    if (node.nodes && node.nodes.length === 0) node.remove();
  });
}

/**
 * The rest's custom properties on :root (those critical.scss's purge left out: the admin's, the
 * dialogs'), taken out of it to ride with the inline CSS instead (+0.4 KB brotli). Arriving after
 * the first paint, a new value on the root restyles every element of the page (the whole document
 * inherits it): 24-51 ms at 4x on the article, 35-44 on the home page; 13-17 and 19-28 without.
 * They go at the end of the inline CSS, so they still come after its own :root rules.
 */
function rootVariablesOf(rest: string): { rest: string; rootVariables: string } {
  const root = postcss.parse(rest);
  const taken = postcss.root();
  root.walkRules((rule) => {
    if (!rule.selectors.every((selector) => selector.startsWith(':root'))) return;
    if (!rule.nodes.every((child) => child.type === 'decl' && child.prop.startsWith('--'))) return;
    // The rule with its at-rules (a colour-scheme query), as it stood.
    let copy: Rule | AtRule = rule.clone();
    for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) copy = (parent as AtRule).clone({ nodes: [copy] });
    taken.append(copy);
    rule.remove();
  });
  withoutEmptyAtRules(root);
  return { rest: root.toString(), rootVariables: taken.toString() };
}

/** Vite's default build target (baseline widely available), as lightningcss names browsers. */
const CSS_TARGETS = { chrome: 111 << 16, edge: 111 << 16, firefox: 114 << 16, safari: 16 << 16 };

/** critical.scss as the CSS a page's head carries in a <style> (pages/+Head.tsx), minified. */
function criticalStyle(css: string): string {
  const minified = transformCss({ filename: 'critical.css', code: Buffer.from(css), minify: true, targets: CSS_TARGETS }).code.toString();
  // Inside <style> the HTML parser ends the element at the first "</style".
  if (/<\/style/i.test(minified)) throw new Error('critical.scss must not contain "</style"');
  return minified;
}

const FULL_STYLESHEET = 'virtual:full-stylesheet';
const CRITICAL_STYLESHEET = 'virtual:critical-stylesheet';
function splitStylesheets(): Plugin {
  let config: ResolvedConfig;
  let made: Promise<{ fileName: string; css: string; critical: string }> | undefined;
  const make = () => (made ??= (async () => {
    const compile = async (path: string) => {
      const source = resolve(path);
      return (await preprocessCSS(readFileSync(source, 'utf8'), source, config)).code;
    };
    const critical = await compile('pages/_styles/critical.scss');
    const { rest: css, rootVariables } = rootVariablesOf(withoutRulesOf(await compile('pages/_styles/global.scss'), critical));
    const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
    return { fileName: `assets/static/global.${hash}.css`, css, critical: criticalStyle(critical + rootVariables) };
  })());
  return {
    name: 'split-stylesheets',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: (id) => ([FULL_STYLESHEET, CRITICAL_STYLESHEET].includes(id) ? `\0${id}` : null),
    async load(id) {
      const serve = config.command === 'serve';
      if (id === `\0${FULL_STYLESHEET}`) {
        const href = serve ? '/pages/_styles/global.scss?direct' : `/${(await make()).fileName}`;
        return `export default ${JSON.stringify(href)};`;
      }
      if (id !== `\0${CRITICAL_STYLESHEET}`) return null;
      // Development links the source (Vite's dev server compiles it on each load).
      if (serve) return 'export const css = undefined; export const href = "/pages/_styles/critical.scss?direct";';
      return `export const css = ${JSON.stringify((await make()).critical)}; export const href = undefined;`;
    },
    async writeBundle(options) {
      if (this.environment.name !== 'client') return;
      const { fileName, css } = await make();
      const path = join(options.dir!, fileName);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, css);
    },
  };
}

/**
 * Once every environment is built (Vike moves the CSS into the client folder at the end): the
 * browser's files get their .br and .gz beside them (scripts/precompress.mjs).
 */
function precompressClientBuild(): Plugin {
  return {
    name: 'precompress-client-build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        await precompressFolder(builder.environments.client!.config.build.outDir);
      },
    },
  };
}

// BUILD_DIR lets parallel test runs build into their own folder (default dist/).
export default defineConfig(({ command }) => ({
  plugins: [react(), vike(), splitStylesheets(), ...(command === 'build' ? [currentSiteImageHashes(), preactInTheBrowser(), compileHints(), precompressClientBuild()] : [])],
  build: { outDir: process.env.BUILD_DIR || 'dist' },
  optimizeDeps: {
    include: ['vike-react/ClientOnly', 'ckeditor5', '@ckeditor/ckeditor5-react', '@apollo/client', 'react-final-form', 'final-form', 'yup'],
  },
  css: {
    preprocessorOptions: { scss: { quietDeps: true } },
    ...(command === 'build' ? { postcss: { plugins: [purgeSiteCss, fingerprintSiteImages] } } : {}),
  },
}));
