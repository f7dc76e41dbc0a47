/**
 * Which requests the response cache may answer, and under which key. Only anonymous reads:
 * GET or HEAD, without the session cookie and without an API credential header. The key is the
 * URL reduced to what the response depends on, read by the same functions the routes read it
 * with (the pages' list state, the REST routes' public-post-query.ts), so equivalent URLs share one
 * entry and junk parameters cannot add entries; the app is then asked for exactly that URL. A path
 * the cache cannot key the way the app routes it (another letter case, a trailing slash, an
 * unknown API path) is not cached at all. test/http-cache/same-answers.test.ts asks every public
 * route over a matrix of parameters with the cache on and off and requires the same answers.
 */
import type { IncomingMessage } from 'node:http';
import { blogListUrl, BLOG_PATH, listQuery, parseBlogQuery } from '../../shared/blog-url.js';
import { sentFormPath, SENT_PARAM } from '../../shared/forms/index.js';
import { SESSION_COOKIE } from '../middleware/session.js';
import { postQueryString, readPostListQuery, readPostQuery } from '../routes/public-post-query.js';

/** Longer URLs are not cached (no page needs one; an attacker's would only fill the cache). */
const MAX_URL_LENGTH = 2048;
/** Vike's client-side navigation fetches a page's data at <page>/index.pageContext.json. */
const PAGE_CONTEXT_SUFFIX = '/index.pageContext.json';
const FEEDS = new Set(['/sitemap.xml', '/rss.xml', '/robots.txt']);
const REST_LIST = '/api/blog-posts';
const GRAPHQL_PARAMS = ['extensions', 'operationName', 'query', 'variables'];
const SESSION_COOKIE_PREFIX = `${SESSION_COOKIE}=`;

/** True when the browser sent the session cookie (valid or not). */
export function hasSessionCookie(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie;
  return cookie !== undefined && cookie.split(';').some((part) => part.trimStart().startsWith(SESSION_COOKIE_PREFIX));
}

/** True when the request carries a credential: the session cookie or an API key header. */
export function hasCredentials(req: IncomingMessage): boolean {
  const { headers } = req;
  return headers.authorization !== undefined || headers['x-api-key'] !== undefined || hasSessionCookie(req);
}

export interface RequestKey {
  /** What the entry is stored under. */
  key: string;
  /** The URL the app is asked for on a miss. */
  url: string;
  /** Request headers besides Accept-Encoding that the key includes (a response may Vary on them). */
  vary: readonly string[];
}

const NO_HEADERS: readonly string[] = [];
const ACCEPT: readonly string[] = ['accept'];

const ORIGIN: readonly string[] = ['origin'];
const ACCEPT_ORIGIN: readonly string[] = ['accept', 'origin'];

/**
 * The cache key of an anonymous read, or null when the cache must let the request through.
 * `corsOrigins` is the CORS allow-list (CORS_ORIGINS) when one is set: the API's answers then
 * carry Access-Control-Allow-Origin for a listed Origin only (with Vary: Origin), so the key holds
 * the Origin when it is listed and nothing otherwise (every other Origin gets the same answer as
 * none). With "*" every origin gets the same headers and the key ignores Origin.
 */
export function cacheKeyFor(req: IncomingMessage, corsOrigins: '*' | readonly string[] = '*'): RequestKey | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const raw = req.url ?? '/';
  if (raw.length > MAX_URL_LENGTH || raw.charCodeAt(0) !== 47 /* / */ || hasCredentials(req)) return null;
  const url = normalised(raw);
  if (url === null) return null;
  const graphql = url === '/graphql' || url.startsWith('/graphql?');
  const byOrigin = corsOrigins !== '*' && (graphql || url.startsWith('/api/'));
  const origin = byOrigin && corsOrigins.includes(req.headers.origin ?? '') ? req.headers.origin! : '';
  const originPart = byOrigin ? `\norigin:${origin}` : '';
  if (!graphql) return { key: url + originPart, url, vary: byOrigin ? ORIGIN : NO_HEADERS };
  // Apollo picks the response's content type (and, for browsers, its landing page) by Accept.
  const accept = req.headers.accept ?? '';
  if (accept.length > 200 || accept.includes('text/html')) return null;
  return { key: `${url}\n${accept}${originPart}`, url, vary: byOrigin ? ACCEPT_ORIGIN : ACCEPT };
}

/** Popular URLs are normalised once (a hit then parses nothing); the memo is emptied when full. */
const memo = new Map<string, string | null>();
const MEMO_SIZE = 10_000;

function normalised(raw: string): string | null {
  let url = memo.get(raw);
  if (url === undefined) {
    const mark = raw.indexOf('?');
    url = keyFor(mark < 0 ? raw : raw.slice(0, mark), mark < 0 ? '' : raw.slice(mark + 1));
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(raw, url);
  }
  return url;
}

export function keyFor(path: string, query: string): string | null {
  if (path === '/graphql') return path + kept(query, GRAPHQL_PARAMS);
  // Express matches routes in any letter case and with a trailing slash: only the exact API paths are keyed.
  const lower = path.toLowerCase();
  if (lower.startsWith('/api') || lower.startsWith('/graphql')) return apiKey(path, query);
  if (FEEDS.has(path)) return path;
  // The media files are answered from storage with their own immutable caching (routes/media-files.routes.ts).
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/assets/') || path.startsWith('/media/') || path.includes('//')) return null;
  // A trailing slash answers Vike's redirect to the URL without it, which keeps the whole query.
  if (path.length > 1 && path.endsWith('/')) return null;
  if (path.endsWith(PAGE_CONTEXT_SUFFIX)) {
    const page = pageKey(path.slice(0, -PAGE_CONTEXT_SUFFIX.length) || '/', query);
    return page === null ? null : withSuffix(page);
  }
  return pageKey(path, query);
}

/**
 * Pages: no file extension (files are the static handler's); /blog and the articles keep the list
 * state (search, categories, sort, page) in canonical form, and a page with a form its
 * `?sent=<form path>` (the thanks after a form posted without JavaScript; only the declared form
 * paths, so the parameter adds at most one entry per form).
 */
function pageKey(path: string, query: string): string | null {
  if (path.slice(path.lastIndexOf('/')).includes('.')) return null;
  if (path === BLOG_PATH) return blogListUrl(parseBlogQuery(new URLSearchParams(query)));
  if (path.startsWith(BLOG_PATH + '/') && path.indexOf('/', BLOG_PATH.length + 1) < 0) {
    // An article keeps the list view it was opened from (its "Back to Resources" link).
    return query ? path + listQuery(parseBlogQuery(new URLSearchParams(query))) : path;
  }
  const sent = query ? sentFormPath(new URLSearchParams(query)) : undefined;
  return sent ? `${path}?${SENT_PARAM}=${encodeURIComponent(sent)}` : path;
}

function withSuffix(pageKeyValue: string): string {
  const mark = pageKeyValue.indexOf('?');
  const path = mark < 0 ? pageKeyValue : pageKeyValue.slice(0, mark);
  const query = mark < 0 ? '' : pageKeyValue.slice(mark);
  return (path === '/' ? '' : path) + PAGE_CONTEXT_SUFFIX + query;
}

function apiKey(path: string, query: string): string | null {
  if (path === REST_LIST) return path + postQueryString(readPostListQuery(new URLSearchParams(query)));
  if (path === '/api/blog-categories') return path;
  if (path.startsWith(REST_LIST + '/') && path.length > REST_LIST.length + 1 && path.indexOf('/', REST_LIST.length + 1) < 0) {
    return path + postQueryString(readPostQuery(new URLSearchParams(query)));
  }
  return null;
}

/** The named parameters only, in a fixed order (each keeps its values in the order given). */
function kept(query: string, names: readonly string[]): string {
  if (!query) return '';
  const params = new URLSearchParams(query);
  const pairs: string[] = [];
  for (const name of names) {
    for (const value of params.getAll(name)) pairs.push(`${name}=${encodeURIComponent(value)}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}
