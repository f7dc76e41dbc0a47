import { expect } from 'chai';
import { SLUG_PATTERN, slugify } from '../../src/shared/slug.js';

describe('slugify (docs/product.md §4)', () => {
  const cases: Array<[string, string]> = [
    ['Hello World', 'hello-world'],
    ['Café au Lait: Über Alles!', 'cafe-au-lait-uber-alles'],
    ['  --Trim__Me--  ', 'trim-me'],
    ['Trail & Ultra', 'trail-ultra'],
    ['A few of our favorite things', 'a-few-of-our-favorite-things'],
    ['Peak   &   Race', 'peak-race'],
    ['Self-Perception', 'self-perception'],
    ['100 Miles, 24 Hours', '100-miles-24-hours'],
    ['Ñandú naïve résumé', 'nandu-naive-resume'],
    ['!!!', ''],
    ['', ''],
  ];
  for (const [input, slug] of cases) {
    it(`"${input}" → "${slug}"`, () => {
      expect(slugify(input)).to.equal(slug);
      if (slug) expect(SLUG_PATTERN.test(slug)).to.equal(true);
    });
  }

  it('SLUG_PATTERN accepts only lowercase words joined by single hyphens', () => {
    for (const good of ['a', 'a-b', 'start-here', '2026-plan']) expect(SLUG_PATTERN.test(good), good).to.equal(true);
    for (const bad of ['', 'A', '-a', 'a-', 'a--b', 'a b', 'a_b', 'é']) expect(SLUG_PATTERN.test(bad), bad).to.equal(false);
  });
});
