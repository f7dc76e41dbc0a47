// https://vike.dev/description
import type { PageContext } from 'vike/types';

export default function description(pageContext: PageContext): string {
  return `The ${pageContext.site.name} resource library: articles, exercises and reading lists on goal setting, visualization, confidence, self-perception and stress management for endurance athletes.`;
}
