// https://vike.dev/title
import type { PageContext } from 'vike/types';

export default function title(pageContext: PageContext): string {
  return `Resources | ${pageContext.site.name}`;
}
