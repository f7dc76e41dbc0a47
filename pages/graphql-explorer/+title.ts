// https://vike.dev/title
import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `GraphQL explorer | ${pageContext.site.name}`;
