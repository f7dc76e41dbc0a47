/**
 * A request's route as a metric label: one of a fixed, small set of names, so no client can make
 * new time series by asking for new URLs (a label per article or per query would grow without end).
 */
const EXACT = new Map<string, string>([
  ['/', '/'], ['/blog', '/blog'], ['/graphql', '/graphql'], ['/api/blog-posts', '/api/blog-posts'], ['/api/blog-categories', '/api/blog-categories'],
  ['/health', '/health'], ['/health/ready', '/health/ready'], ['/sitemap.xml', '/sitemap.xml'], ['/rss.xml', '/rss.xml'], ['/robots.txt', '/robots.txt'],
  ['/values', '/values'], ['/team', '/team'], ['/offerings', '/offerings'], ['/join', '/join'], ['/fuel-groups', '/fuel-groups'], ['/metrics', '/metrics'],
]);
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function routeLabel(url: string | undefined): string {
  const raw = url ?? '/';
  const mark = raw.indexOf('?');
  const path = mark < 0 ? raw : raw.slice(0, mark);
  const exact = EXACT.get(path);
  if (exact) return exact;
  if (path.endsWith('.pageContext.json')) return 'page data';
  if (path.startsWith('/api/blog-posts/')) return '/api/blog-posts/:slug';
  if (path.startsWith('/api/klaviyo/')) return '/api/klaviyo/:form';
  if (path.startsWith('/api/admin/')) return '/api/admin';
  if (path.startsWith('/api/')) return '/api other';
  if (path.startsWith('/blog/')) return '/blog/:slug';
  if (path === '/admin' || path.startsWith('/admin/')) return '/admin';
  if (path.startsWith('/assets/')) return '/assets';
  if (path.startsWith('/media/')) return '/media';
  if (path.slice(path.lastIndexOf('/')).includes('.')) return 'static file';
  return 'other page';
}

export function methodLabel(method: string | undefined): string {
  return method && METHODS.has(method) ? method : 'OTHER';
}
