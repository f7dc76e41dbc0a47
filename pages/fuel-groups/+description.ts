// https://vike.dev/description
import { fill } from '../../src/shared/content/fill.js';
import type { PageContext } from 'vike/types';
import { FUEL_GROUPS_PAGE } from '../../src/shared/content/fuel-groups.content.js';

export default (pageContext: PageContext) => fill(FUEL_GROUPS_PAGE.description, pageContext.site);
