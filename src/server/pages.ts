/**
 * The page layer on Express: Vike renders every page on the server with the services and site
 * settings in its pageContext. Development runs Vite's dev server (hot reload); production
 * serves the build, with hashed assets cached for a year.
 *
 * Caching headers: a page rendered for an anonymous visitor is public (ETag from Express, tags
 * from the page's +data `cacheTags`: the response cache and a CDN purge by them); anything for a
 * session (staff previews) or under /admin is private, no-store.
 *
 * Renders take turns (RENDER_CONCURRENCY at once, RENDER_QUEUE waiting, 503 past that); the
 * response cache answers its hits before any of this.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { render } from 'vike/abort';
import type { Config } from '../config/config.js';
import type { Services } from '../services/index.js';
import { CATEGORIES_TAG, POSTS_TAG } from '../shared/cache-tags.js';
import { CachePolicy } from './http-cache/cache-policy.js';
import { compressible, compressNow, preferredEncoding } from './http-cache/encodings.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../shared/database-unavailable.js';
import { SERVICE_UNAVAILABLE } from '../shared/page-errors.js';
import { ServerBusyError, WorkSlots } from '../shared/work-slots.js';
import { siteImageFile } from '../shared/site-images.js';
import { builtEntryImports, hydrateAfterFirstPaint, type EntryImports } from './hydration-after-paint.js';

const BUSY_MESSAGE = 'The site is very busy right now. Please try again in a few seconds.';
const BUSY_RETRY_SECONDS = 5;

/**
 * The services as the pages get them: a database outage inside any call becomes Vike's
 * render(503), so every page answers 503 with the "temporarily unavailable" card (an article
 * during an outage is not "Article Not Found").
 */
function outageAware(services: Services): Services {
  const wrap = (target: object): object => new Proxy(target, {
    get(object, key, receiver) {
      const value = Reflect.get(object, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          const result = value.apply(object, args);
          return result instanceof Promise ? result.catch(rethrow) : result;
        } catch (error) {
          return rethrow(error);
        }
      };
    },
  });
  const rethrow = (error: unknown): never => {
    throw isDatabaseUnavailable(error) ? render(503, SERVICE_UNAVAILABLE) : error;
  };
  return Object.fromEntries(Object.entries(services).map(([name, service]) =>
    [name, service && typeof service === 'object' ? wrap(service) : service])) as Services;
}

export interface PageHandlers {
  handlers: RequestHandler[];
  close: () => Promise<void>;
  /** Renders running and waiting for a turn (for /metrics). */
  renders: WorkSlots;
}

export async function createPageHandlers({ config, services, dev }: { config: Config; services: Services; dev: boolean }): Promise<PageHandlers> {
  const handlers: RequestHandler[] = [];
  let close = async () => undefined as void;
  // The production build's entry imports, read at start-up, evaluated one by one before it (hydration-after-paint.ts); none in development.
  let entryImports: EntryImports | undefined;

  // A site image by its fingerprinted name (src/shared/site-images.ts) is the file under its plain
  // name; a hash that is not the file's current one is not found (404), never another version.
  const hashedImage = (req: Request): boolean => {
    const file = req.path.startsWith('/images/') ? siteImageFile(req.path) : null;
    if (!file) return false;
    req.url = file + req.url.slice(req.path.length);
    return true;
  };

  if (dev) {
    handlers.push((req, _res, next) => {
      hashedImage(req);
      next();
    });
    const { createDevMiddleware } = await import('vike/server');
    const { devMiddleware, viteServer } = await createDevMiddleware({ root: config.rootDir });
    handlers.push(devMiddleware as unknown as RequestHandler);
    close = () => viteServer.close();
  } else {
    const dir = config.buildDir;
    const entry = join(dir, 'server', 'entry.mjs');
    if (!existsSync(entry)) throw new Error(`No page build at ${entry}: run "npm run build" first`);
    await import(pathToFileURL(entry).href);
    entryImports = builtEntryImports(join(dir, 'client'));
    // Hashed file names under /assets and fingerprinted site images never change: a year,
    // immutable. Everything else (the plain /images names included): an hour.
    // Each file goes out as the build precompressed it (name.br, brotli 11; name.gz, gzip 9) when
    // the request accepts that, with Content-Encoding and Vary: Accept-Encoding; the compression
    // middleware leaves an encoded body alone. serve-static's ETag follows each file's size and time.
    const assets = express.Router();
    // redirect: false — a folder (/assets, /images) is not a page: 404, never a redirect to "folder/".
    assets.use('/assets', precompressed(join(dir, 'client', 'assets'), { immutable: true, maxAge: '1y', index: false, redirect: false }));
    handlers.push(assets);
    const images = precompressed(join(dir, 'client'), { immutable: true, maxAge: '1y', index: false, redirect: false });
    handlers.push((req, res, next) => (hashedImage(req) ? images(req, res, next) : next()));
    // Only names with an extension can be files: pages skip the file-system lookup.
    const files = precompressed(join(dir, 'client'), { maxAge: '1h', index: false, redirect: false });
    handlers.push((req, res, next) => (hasExtension(req.path) ? files(req, res, next) : next()));
  }

  const { renderPage } = await import('vike/server');
  const policy = new CachePolicy(config.cache);
  const pageServices = outageAware(services);
  // A couple of renders at once (config/operations.config.ts); the rest wait, then answer 503.
  const { renderConcurrency, renderQueue } = config.operations;
  const renders = new WorkSlots({ concurrency: renderConcurrency, queue: renderQueue, busy: () => new ServerBusyError(BUSY_MESSAGE, BUSY_RETRY_SECONDS) });
  handlers.push(async (req: Request, res: Response, next: NextFunction) => {
    try {
      // Staff previews are for a logged-in admin in a browser (not API keys).
      const admin = req.viewer.kind === 'session' ? { username: req.viewer.user.username } : null;
      const pageContext = await renders.run(async () => {
        // A visitor who left while the page waited for its turn gets nothing rendered. (A render
        // for the response cache has a response of its own: the cache destroys it when its
        // visitor leaves and nobody else waits for the same page.)
        if (res.destroyed) return null;
        return renderPage({
          urlOriginal: req.originalUrl,
          headersOriginal: req.headers,
          services: pageServices,
          site: config.site,
          admin,
          // A form posted without JavaScript that failed: the page shows why (routes/form-posts.routes.ts).
          // Left out when there is none: an undefined value would make the pageContext JSON take
          // the serializer's slow path (patches/@brillout+json-serializer+*.patch).
          ...(res.locals.formPost ? { formPost: res.locals.formPost } : {}),
        });
      });
      if (!pageContext) return;
      const { httpResponse } = pageContext;
      if (!httpResponse) return next();
      res.status(httpResponse.statusCode === 200 && res.locals.formPost ? res.locals.formPost.status : httpResponse.statusCode);
      if (httpResponse.statusCode === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      for (const [name, value] of httpResponse.headers) res.setHeader(name, value);
      const tags = pageTags(httpResponse.statusCode, (pageContext as { data?: { cacheTags?: string[] } }).data?.cacheTags, wasAborted(pageContext));
      if (admin || tags === null || isAdminPath(req.path)) policy.markPrivate(res);
      else policy.markPublic(res, tags);
      // The whole page at once (vike-react renders to a string): Express adds the strong ETag and answers 304s.
      // A server-rendered page's scripts wait for its first paint (hydration-after-paint.ts; pages/+config.ts).
      const afterPaint = (pageContext as { config?: { scriptsAfterFirstPaint?: boolean } }).config?.scriptsAfterFirstPaint === true
        && /^text\/html/.test(httpResponse.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '');
      res.send(encodedPage(req, res, afterPaint ? hydrateAfterFirstPaint(httpResponse.body, entryImports) : httpResponse.body));
    } catch (error) {
      next(error);
    }
  });
  return { handlers, close, renders };
}

/**
 * The page's bytes in the encoding the request accepts, compressed here in one go (cheaper than the
 * `compression` middleware's stream, which leaves a response with a Content-Encoding alone; see
 * http-cache/encodings.ts). Each encoding is its own representation with its own strong ETag.
 */
function encodedPage(req: Request, res: Response, page: string): Buffer {
  const body = Buffer.from(page);
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  res.vary('Accept-Encoding');
  if (encoding === 'identity' || !compressible(res.getHeader('Content-Type'), body.length)) return body;
  res.setHeader('Content-Encoding', encoding);
  return compressNow(body, encoding);
}

/** express.static for a build folder, preferring the build's .br, then .gz, beside each file. */
function precompressed(root: string, serveStatic: NonNullable<Parameters<typeof expressStaticGzip>[1]>['serveStatic']): RequestHandler {
  return expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gz'], index: false, serveStatic });
}

function hasExtension(path: string): boolean {
  return path.slice(path.lastIndexOf('/')).includes('.');
}

function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/**
 * True when a +data hook threw Vike's redirect() or render(): a client-side navigation's
 * pageContext.json then answers 200 with the redirect or the error page in its body.
 */
function wasAborted(pageContext: object): boolean {
  const { abortStatusCode, pageContextsAborted } = pageContext as { abortStatusCode?: number; pageContextsAborted?: unknown[] };
  return abortStatusCode !== undefined || (pageContextsAborted?.length ?? 0) > 0;
}

/**
 * What a page shows, as cache tags; null when it must not be kept (a server error). A page's
 * +data names its tags; a 404 or a redirect (also as a 200 pageContext.json of a client-side
 * navigation) may change with any post (a new one may fill it, an old slug may stop redirecting).
 */
function pageTags(status: number, tags: string[] | undefined, aborted: boolean): string[] | null {
  if (status >= 500) return null;
  if (status === 200 && !aborted) return tags ?? [];
  return [...new Set([...(tags ?? []), POSTS_TAG, CATEGORIES_TAG])];
}
