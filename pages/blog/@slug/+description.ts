// https://vike.dev/description
import type { PageContext } from 'vike/types';
import type { Data } from './+data.js';

export default function description(pageContext: PageContext): string {
  return (pageContext.data as Data).post.excerpt;
}
