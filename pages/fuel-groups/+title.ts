// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { FUEL_GROUPS_PAGE } from '../../src/shared/content/fuel-groups.content.js';

export default (pageContext: PageContext) => `${FUEL_GROUPS_PAGE.title} | ${pageContext.site.name}`;
