// https://vike.dev/title
// Each view of the library has a title of its own (tabs, history and search results tell them
// apart): the search, the categories chosen and the page, before the library's name.
import type { PageContext } from 'vike/types';
import type { Data } from './+data.js';

export default function title(pageContext: PageContext): string {
  const data = pageContext.data as Data | undefined;
  const parts: string[] = [];
  if (data?.state.search) parts.push(`“${data.state.search}”`);
  if (data?.selected.length) parts.push(data.selected.map((category) => category.name).join(', '));
  if (data && data.state.page > 1) parts.push(`Page ${data.state.page}`);
  return `${parts.length ? `${parts.join(' · ')} | ` : ''}Resources | ${pageContext.site.name}`;
}
