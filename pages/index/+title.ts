// https://vike.dev/title
import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `${pageContext.site.name} | Mental fitness training for endurance athletes`;
