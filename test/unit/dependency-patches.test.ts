/**
 * Fixes the site carries for its dependencies (patches/, applied by patch-package on every npm
 * install, production installs included): each is in the installed files, and the patched code
 * still does its job.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'chai';
import { projectRoot } from '../../src/config/project-root.js';

const root = projectRoot();

/** The files a patch changes, each with the lines it adds. */
function addedLines(patch: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of patch.split('\n')) {
    if (line.startsWith('+++ b/')) files.set(line.slice('+++ b/'.length), (current = []));
    else if (line.startsWith('+') && current && line.slice(1).trim()) current.push(line.slice(1));
  }
  return files;
}

describe('unit: dependency patches', () => {
  const patches = readdirSync(join(root, 'patches')).filter((name) => name.endsWith('.patch'));

  it('every patch is applied to the installed package', () => {
    expect(patches).to.include.members(['vike+0.4.266.patch', '@brillout+json-serializer+0.5.27.patch']);
    for (const name of patches) {
      for (const [file, lines] of addedLines(readFileSync(join(root, 'patches', name), 'utf8'))) {
        const installed = readFileSync(join(root, file), 'utf8').split('\n');
        for (const line of lines) expect(installed, `${name}: ${file} lacks "${line.trim()}"`).to.include(line);
      }
    }
  });

  it("vike: the infinite-loop guard still stops the 100th call within 5 s, and forgets a key after 5 s", async () => {
    const { catchInfiniteLoop } = await import(pathToFileURL(join(root, 'node_modules/vike/dist/utils/catchInfiniteLoop.js')).href) as { catchInfiniteLoop: (key: string) => void };
    const RealDate = globalThis.Date;
    let now = RealDate.now();
    // The guard reads the time as `new Date().getTime()`.
    globalThis.Date = class extends RealDate {
      constructor() {
        super(now);
      }
    } as DateConstructor;
    const quiet = { warn: console.warn, log: console.log };
    console.warn = console.log = () => undefined; // its warning at 50 calls
    try {
      for (let i = 0; i < 2000; i++) catchInfiniteLoop(`request ${i}`); // one call per request: never a loop
      const key = `dependency-patches ${process.pid}`;
      for (let i = 0; i < 99; i++) catchInfiniteLoop(key);
      expect(() => catchInfiniteLoop(key)).to.throw(/called 100 times within 5 seconds/);
      now += 5_001;
      for (let i = 0; i < 99; i++) catchInfiniteLoop(key);
      for (let i = 0; i < 10; i++) catchInfiniteLoop(`later request ${i}`);
      expect(() => catchInfiniteLoop(key)).to.throw(/called 100 times/);
    } finally {
      globalThis.Date = RealDate;
      Object.assign(console, quiet);
    }
  });

  const vikeModule = async <T>(file: string): Promise<T> => (await import(pathToFileURL(join(root, 'node_modules/vike/dist', file)).href)) as T;

  it('vike: objectAssign copies as defineProperties would (getters stay getters, hidden stays hidden)', async () => {
    const { objectAssign } = await vikeModule<{ objectAssign: (target: object, addendum: object, original?: boolean) => void }>('utils/objectAssign.js');
    let reads = 0;
    const addendum: Record<string, unknown> = { plain: 1, nested: { a: 1 } };
    Object.defineProperty(addendum, 'computed', { get: () => ++reads, enumerable: true, configurable: true });
    Object.defineProperty(addendum, 'hidden', { value: 'h', enumerable: false, writable: true, configurable: true });
    Object.defineProperty(addendum, 'fixed', { value: 'f', enumerable: true, writable: false, configurable: true });
    Object.defineProperty(addendum, '__proto__', { value: { polluted: true }, enumerable: true, writable: true, configurable: true });
    const symbol = Symbol('own');
    addendum[symbol as unknown as string] = 'symbol';
    const made = () => {
      const target: Record<string, unknown> = { plain: 0 };
      Object.defineProperty(target, 'nested', { get: () => 'old getter', enumerable: true, configurable: true });
      return target;
    };
    const expected = made();
    Object.defineProperties(expected, Object.getOwnPropertyDescriptors(addendum));
    const actual = made();
    objectAssign(actual, addendum);
    expect(reads, 'no getter is called while copying').to.equal(0);
    expect(Object.getOwnPropertyDescriptors(actual)).to.deep.equal(Object.getOwnPropertyDescriptors(expected));
    expect(Object.getPrototypeOf(actual)).to.equal(Object.prototype);
    expect(actual.computed).to.equal(1);
    expect(actual.computed, 'still a getter').to.equal(2);
    expect(Object.keys(actual)).to.deep.equal(Object.keys(expected));
  });

  it('vike: a route string matches as before when its compiled form is reused', async () => {
    const { resolveRouteString } = await vikeModule<{ resolveRouteString: (route: string, path: string) => { routeParams: Record<string, string> } | null }>('shared-server-client/route/resolveRouteString.js');
    for (let round = 0; round < 2; round++) {
      expect(resolveRouteString('/blog/@slug', '/blog/start-here')).to.deep.equal({ routeParams: { slug: 'start-here' } });
      expect(resolveRouteString('/blog/@slug', '/blog/start-here/')).to.deep.equal({ routeParams: { slug: 'start-here' } });
      expect(resolveRouteString('/blog/@slug', '/blog/a/b')).to.equal(null);
      expect(resolveRouteString('/files/*', '/files/a/b.txt')).to.deep.equal({ routeParams: { '*': 'a/b.txt' } });
      expect(resolveRouteString('/a.b', '/axb'), 'static parts are not patterns').to.equal(null);
      expect(() => resolveRouteString('blog', '/blog'), 'an invalid route string is refused every time').to.throw(/Route String/);
    }
  });

  it('vike: tags are injected after the first opening tag and before the last closing tag, lines kept', async () => {
    const { injectAtOpeningTag, injectAtClosingTag } = await vikeModule<{
      injectAtOpeningTag: (tag: string, html: string, fragment: string) => string;
      injectAtClosingTag: (tag: string, html: string, fragment: string) => string;
    }>('server/runtime/renderPageServer/html/injectAssets/injectHtmlTags.js');
    const page = '<html>\n  <head>\n    <title>t</title>\n  </head>\n  <body>\n    <p>a</body>b</p>\n  </body>\n</html>';
    expect(injectAtOpeningTag('head', page, '<link rel="x">')).to.equal(
      '<html>\n  <head>\n    <link rel="x">\n    <title>t</title>\n  </head>\n  <body>\n    <p>a</body>b</p>\n  </body>\n</html>');
    expect(injectAtClosingTag('body', page, '<script src="s"></script>')).to.equal(
      '<html>\n  <head>\n    <title>t</title>\n  </head>\n  <body>\n    <p>a</body>b</p>\n    <script src="s"></script>\n  </body>\n</html>');
    expect(injectAtClosingTag('body', '<body><p>x</p></body>', '<script></script>')).to.equal('<body><p>x</p><script></script></body>');
    // Whitespace before the tag is kept as Vike's /\s*$/ kept it (the patch reads it from the line's end).
    expect(injectAtClosingTag('body', '<body>\n  <p>x</p>\n  \t </body>', '<script></script>')).to.equal('<body>\n  <p>x</p>\n  \t   <script></script>\n  \t </body>');
    expect(injectAtClosingTag('body', '<html><body><p>x</p>   </body></html>\n', '<script></script><link rel="a">')).to.equal(
      '<html><body><p>x</p>     <script></script>\n     <link rel="a">\n   </body></html>\n');
    expect(injectAtOpeningTag('head', '<html>\n  <head>   \n<title>t</title></head>', '<link rel="x"><link rel="y">')).to.equal(
      '<html>\n  <head>\n    <link rel="x">\n    <link rel="y">   \n<title>t</title></head>');
  });

  it('vike: a URL is parsed once, and every caller gets its own copy', async () => {
    type Parsed = { pathname: string; search: Record<string, string>; searchAll: Record<string, string[]>; isBaseMissing: boolean; searchOriginal: string | null; href: string };
    const { parseUrl } = await vikeModule<{ parseUrl: (url: string, base: string) => Parsed }>('utils/parseUrl.js');
    const url = `/blog/caf%C3%A9?category=running&tag=a&tag=b&n=${process.pid}`;
    const first = parseUrl(url, '/');
    expect(first).to.deep.include({ pathname: '/blog/café', searchOriginal: `?category=running&tag=a&tag=b&n=${process.pid}`, isBaseMissing: false });
    expect(first.search).to.deep.equal({ category: 'running', tag: 'b', n: String(process.pid) });
    expect(first.searchAll.tag).to.deep.equal(['a', 'b']);
    first.search.category = 'changed';
    first.searchAll.tag!.push('c');
    first.pathname = '/changed';
    const second = parseUrl(url, '/');
    expect(second.pathname, 'a caller changing its copy changes no other').to.equal('/blog/café');
    expect(second.search.category).to.equal('running');
    expect(second.searchAll.tag).to.deep.equal(['a', 'b']);
    expect(parseUrl(url, '/shop')).to.deep.include({ isBaseMissing: true });
    expect(parseUrl('/shop/x?y=1', '/shop')).to.deep.include({ pathname: '/x', isBaseMissing: false });
    expect(() => parseUrl('no-slash', '/'), 'an invalid URL is refused every time').to.throw();
    expect(() => parseUrl('no-slash', '/')).to.throw();
    for (let i = 0; i < 2000; i++) parseUrl(`/junk/${i}`, '/'); // bounded: older URLs make way
    expect(parseUrl(url, '/').search.category).to.equal('running');
    // Parsed once: its query string is read (new URLSearchParams) the first time only.
    const RealSearchParams = globalThis.URLSearchParams;
    let parses = 0;
    globalThis.URLSearchParams = class extends RealSearchParams {
      constructor(init?: ConstructorParameters<typeof URLSearchParams>[0]) {
        super(init);
        parses++;
      }
    };
    try {
      const another = `/blog?page=2&n=${process.pid}`;
      for (let i = 0; i < 5; i++) expect(parseUrl(another, '/').search.page).to.equal('2');
    } finally {
      globalThis.URLSearchParams = RealSearchParams;
    }
    expect(parses).to.equal(1);
  });

  it("vike: renderPage's argument checks refuse what they refused, with the same messages", async () => {
    const { assertArguments } = await vikeModule<{ assertArguments: (...args: unknown[]) => void }>('server/runtime/renderPageServer/assertArguments.js');
    const refusals: Array<[unknown[], RegExp]> = [
      [[], /argument pageContextInit is missing/],
      [[{ urlOriginal: '/a' }, {}], /called with 2 arguments/],
      [['/a'], /should be an object/],
      [[{}], /missing the property pageContextInit\.urlOriginal/],
      [[{ urlOriginal: 5 }], /should be a string/],
      [[{ urlOriginal: 'blog' }], /should start with/],
      [[{ urlOriginal: 'http://[bad' }], /should be a URL/],
    ];
    // eslint-disable-next-line no-control-regex -- strips the terminal colour codes picocolors adds
    const plain = (error: unknown) => String((error as Error).message).replace(/\u001b\[[0-9;]*m/g, '');
    for (const [args, message] of refusals) {
      let thrown: unknown;
      try {
        assertArguments(...args);
      } catch (error) {
        thrown = error;
      }
      expect(plain(thrown), JSON.stringify(args)).to.match(message).and.match(/^\[vike\]\[Wrong Usage\] `?renderPage\(pageContextInit\)`?/);
    }
    expect(() => assertArguments({ urlOriginal: '/blog?search=race' })).to.not.throw();
    expect(() => assertArguments({ urlOriginal: 'https://example.com/blog' })).to.not.throw();
  });

  it('vike: production renders without an AsyncLocalStorage (every promise would pay for its hooks) unless VIKE_ASYNC_HOOK=true', () => {
    const probe = `const { getAsyncLocalStorage } = await import(${JSON.stringify(pathToFileURL(join(root, 'node_modules/vike/dist/server/runtime/asyncHook.js')).href)});
      console.log(String((await getAsyncLocalStorage()) !== null));`;
    const run = (env: Record<string, string>) => spawnSync(process.execPath, ['--input-type=module', '-e', probe], { env: { ...process.env, ...env }, encoding: 'utf8' });
    for (const [env, installed] of [[{ NODE_ENV: 'production' }, 'false'], [{ NODE_ENV: 'production', VIKE_ASYNC_HOOK: 'true' }, 'true'], [{ NODE_ENV: 'development' }, 'true']] as const) {
      const result = run(env);
      expect(result.stderr, JSON.stringify(env)).to.equal('');
      expect(result.stdout.trim(), JSON.stringify(env)).to.equal(installed);
    }
  });

  it('json-serializer: plain JSON skips the replacer and reads the same; anything else takes the replacer as before', async () => {
    const { stringify } = (await import(pathToFileURL(join(root, 'node_modules/@brillout/json-serializer/dist/stringify.js')).href)) as {
      stringify: (value: unknown, options?: { replacer?: () => undefined; forbidReactElements?: boolean; htmlScriptSafe?: boolean }) => string;
    };
    // A replacer of one's own always takes the replacer's path: what the serializer wrote before the patch.
    const slow = (value: unknown) => stringify(value, { replacer: () => undefined });
    const plain = { site: { name: 'Mindful Miles', url: 'https://example.com/a' }, admin: null, list: [1, 2.5, -0, true, 'x</script>'], nested: Object.assign(Object.create(null), { a: [] }) };
    const special = [
      { formPost: undefined }, { n: NaN }, { n: Infinity }, { d: new Date('2026-11-25T10:00:00Z') }, { m: new Map([['a', 1]]) }, { s: new Set([1]) },
      // eslint-disable-next-line no-sparse-arrays -- an array with a hole is one of the values the serialiser must handle
      { r: /x/g }, { b: 10n }, { u: new Uint8Array([1, 2]) }, { bang: '!undefined' }, { holes: [1, , 3] }, { json: new (class WithToJson { v = 1; toJSON() { return 'j'; } })() },
      { instance: new (class Point { x = 1; })() }, { deep: JSON.parse('['.repeat(80) + ']'.repeat(80)) },
    ];
    for (const value of [plain, ...special]) expect(stringify(value), JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? String(v) : v))).to.equal(slow(value));
    expect(stringify(plain)).to.include('"x\\u003c\\/script>"');
    expect(JSON.parse(stringify(plain))).to.deep.equal(JSON.parse(JSON.stringify(plain)));
    expect(stringify({ formPost: undefined, bang: '!x' })).to.equal('{"formPost":"!undefined","bang":"!!x"}');
    // The replacer's path keeps each object's path in a WeakMap: plain JSON never gets there.
    const realSet = WeakMap.prototype.set;
    let paths = 0;
    WeakMap.prototype.set = function (this: WeakMap<object, unknown>, key: object, value: unknown) {
      paths++;
      return realSet.call(this, key, value);
    };
    try {
      stringify(plain);
      expect(paths, 'plain JSON').to.equal(0);
      stringify({ ...plain, formPost: undefined });
      expect(paths, 'with an undefined value').to.be.above(0);
    } finally {
      WeakMap.prototype.set = realSet;
    }
    const cyclic: Record<string, unknown> = { a: { b: {} } };
    (cyclic.a as Record<string, unknown>).b = cyclic;
    expect(() => stringify(cyclic)).to.throw(/circular|cyclic/i);
    expect(() => stringify({ page: { Page: () => null } })).to.throw(/function/);
    expect(() => stringify({ el: { $$typeof: Symbol.for('react.element'), type: 'div', props: {} } }, { forbidReactElements: true })).to.throw(/React element/);
  });

  it("vike: in production a page's assets are worked out once, and every render gets its own copies", async () => {
    type Asset = { src: string; assetType: string | null; mediaType: string | null; isEntry: boolean };
    const { getPageAssets } = await vikeModule<{
      getPageAssets: (pageContext: object, clientDependencies: object[], clientEntries: string[]) => Promise<Asset[]>;
    }>('server/runtime/renderPageServer/getPageAssets.js');
    let reads = 0;
    const manifest = new Proxy({
      'pages/a.js': { file: 'assets/a-1.js', css: ['assets/a-1.css'], imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-2.js' },
      'pages/b.js': { file: 'assets/b-3.js' },
    } as Record<string, object>, { get: (target, key) => (reads++, Reflect.get(target, key)) });
    const globalContext = { _isProduction: true, assetsManifest: manifest, config: {} };
    const page = (pageId: string) => ({ pageId, _globalContext: globalContext, _baseServer: '/' });
    const uses = (file: string) => [{ id: `/${file}`, onlyAssets: false, eagerlyImported: false }];

    const first = await getPageAssets(page('/pages/a'), uses('pages/a.js'), []);
    expect(first.map((asset) => asset.src), 'styles first, then scripts').to.deep.equal(['/assets/a-1.css', '/assets/a-1.js', '/assets/shared-2.js']);
    const readsForOnePage = reads;
    const again = await getPageAssets(page('/pages/a'), uses('pages/a.js'), []);
    expect(again).to.deep.equal(first);
    expect(reads, 'the manifest is not walked again').to.equal(readsForOnePage);
    expect(again).to.not.equal(first);
    expect(again[0]).to.not.equal(first[0]);
    again[0]!.src = 'changed by one render';
    expect((await getPageAssets(page('/pages/a'), uses('pages/a.js'), []))[0]!.src, 'a render changing its copy changes no other').to.equal('/assets/a-1.css');
    expect((await getPageAssets(page('/pages/b'), uses('pages/b.js'), [])).map((asset) => asset.src), 'each page its own').to.deep.equal(['/assets/b-3.js']);
  });

  it('vike: the legacy pageContext._pageId and pageExports getters are one function each, reading the object they are read on', async () => {
    // A getter made per render gave every pageContext its own hidden class, which kept each
    // render's objects alive through V8's young-generation collections.
    const { getPageContextPublicShared } = await vikeModule<{ getPageContextPublicShared: (pageContext: object) => Record<string, unknown> }>('shared-server-client/getPageContextPublicShared.js');
    const { resolvePageContextConfig } = await vikeModule<{ resolvePageContextConfig: (pageFiles: object[], pageConfig: null, global: object) => Record<string, unknown> }>('shared-server-client/page-configs/resolveVikeConfigPublic.js');
    const { objectAssign } = await vikeModule<{ objectAssign: (target: object, addendum: object) => void }>('utils/objectAssign.js');
    const globalContext = { _isOriginalObject: true };
    const render = (pageId: string) => {
      const pageContext: Record<string, unknown> = { _isOriginalObject: true, _globalContext: globalContext, pageId };
      objectAssign(pageContext, resolvePageContextConfig([], null, { configValues: {} }));
      return { pageContext, pageContextPublic: getPageContextPublicShared(pageContext) };
    };
    const warn = console.warn;
    console.warn = () => undefined; // each getter warns once that it is outdated
    try {
      const first = render('/pages/a');
      const second = render('/pages/b');
      expect(first.pageContextPublic._pageId).to.equal('/pages/a');
      expect(second.pageContextPublic._pageId).to.equal('/pages/b');
      expect(first.pageContext._pageId).to.equal('/pages/a');
      expect(first.pageContextPublic.pageExports).to.deep.equal({});
      expect(second.pageContext.pageExports).to.deep.equal({});
      for (const key of ['_pageId', 'pageExports']) {
        const getter = (pageContext: object) => Object.getOwnPropertyDescriptor(pageContext, key)?.get;
        expect(getter(first.pageContext), key).to.be.a('function');
        expect(getter(first.pageContext), key).to.equal(getter(second.pageContext));
        expect(Object.keys(first.pageContext), `${key} stays hidden`).to.not.include(key);
      }
    } finally {
      console.warn = warn;
    }
  });
});
