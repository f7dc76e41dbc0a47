// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { TEAM_PAGE } from '../../src/shared/content/pages.content.js';

export default (pageContext: PageContext) => `${TEAM_PAGE.title} | ${pageContext.site.name}`;
