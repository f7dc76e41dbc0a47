// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { errorKind } from '../_components/blog/article-errors.js';

export default function title(pageContext: PageContext): string {
  const kind = errorKind(pageContext);
  if (kind === 'unavailable') return `Temporarily unavailable | ${pageContext.site.name}`;
  if (kind === 'article') return 'Article Not Found | Resources';
  if (kind === 'not-found') return `404 Page Not Found | ${pageContext.site.name}`;
  return `Something went wrong | ${pageContext.site.name}`;
}
