/**
 * The public posts' REST parameters, read once. The routes answer from this reading alone (links
 * included), and the response cache keys on its canonical form (`postQueryString`), so two URLs
 * that read the same get the same answer, and a URL the cache keys is answered as the route would.
 *
 * A parameter counts when it is present, even empty (`?limit=` asks for cursor paging, and its
 * empty value is then the default). A single-valued parameter given twice takes its first value;
 * a list (`category`, `allCategories`, `fields`) takes every value, each split at commas.
 * Unknown parameters are ignored by the route and left out of the key.
 */
export const FILTER_PARAMS = ['search', 'category', 'allCategories', 'author', 'publishedAfter', 'publishedBefore', 'updatedSince'] as const;
export const PAGE_PARAMS = ['page', 'pageSize', 'sort'] as const;
export const CURSOR_PARAMS = ['limit', 'after', 'before', 'order'] as const;
const LIST_PARAMS = new Set(['category', 'allCategories', 'fields']);
/** Every parameter of the list, in the order of its canonical query string. */
const LIST_READ = [...FILTER_PARAMS, ...PAGE_PARAMS, ...CURSOR_PARAMS, 'fields'] as const;
/** The single post's only parameter. */
const ONE_READ = ['fields'] as const;

export type PostParam = (typeof LIST_READ)[number];
/** The parameters present, each with its values (one for a single-valued parameter). */
export type PostQuery = Readonly<Partial<Record<PostParam, readonly string[]>>>;

function read(params: URLSearchParams, names: readonly PostParam[]): PostQuery {
  const query: Partial<Record<PostParam, string[]>> = {};
  for (const name of names) {
    if (!params.has(name)) continue;
    const values = params.getAll(name);
    query[name] = LIST_PARAMS.has(name)
      ? values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean)
      : [values[0]!];
  }
  return query;
}

/** The list's parameters (GET /api/blog-posts). */
export function readPostListQuery(params: URLSearchParams): PostQuery {
  return read(params, LIST_READ);
}

/** One post's parameters (GET /api/blog-posts/:slug). */
export function readPostQuery(params: URLSearchParams): PostQuery {
  return read(params, ONE_READ);
}

/** The value of a single-valued parameter, or undefined when absent. */
export function single(query: PostQuery, name: PostParam): string | undefined {
  return query[name]?.[0];
}

/** The values of a list parameter ([] when absent or empty). */
export function list(query: PostQuery, name: PostParam): string[] {
  return [...(query[name] ?? [])];
}

/** Which of these parameters are present. */
export function present(query: PostQuery, names: readonly PostParam[]): PostParam[] {
  return names.filter((name) => query[name] !== undefined);
}

/**
 * The canonical query string ("" or "?name=value&…") of a reading: known parameters only, in a
 * fixed order. Reading it again gives the same reading, so it serves as cache key and in links.
 */
export function postQueryString(query: PostQuery): string {
  const pairs: string[] = [];
  for (const name of LIST_READ) {
    const values = query[name];
    if (values === undefined) continue;
    if (!values.length) pairs.push(`${name}=`);
    else if (LIST_PARAMS.has(name)) pairs.push(`${name}=${values.map(encodeURIComponent).join(',')}`);
    else pairs.push(`${name}=${encodeURIComponent(values[0]!)}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The same reading with some parameters set and others removed (for Link headers). */
export function withParams(query: PostQuery, set: Partial<Record<PostParam, string>>, remove: readonly PostParam[] = []): PostQuery {
  const next: Partial<Record<PostParam, readonly string[]>> = { ...query };
  for (const name of remove) delete next[name];
  for (const [name, value] of Object.entries(set)) next[name as PostParam] = [value!];
  return next;
}
