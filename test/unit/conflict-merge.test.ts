/** The conflict screen's merge plan and result (issue 20, item 2), on the form's values. */
import { expect } from 'chai';
import { mergePlan, mergeValues, previewOf } from '../../pages/admin/_components/post-form/conflict-merge.js';
import type { PostFormValues } from '../../pages/admin/_components/post-form/post-form-values.js';

const BASE: PostFormValues = {
  title: 'Title', slug: 'title', excerpt: 'Excerpt.', content: '<p>Body.</p>', imageUrl: 'confidence', imageId: null,
  categories: ['Confidence'], publishDate: '2026-01-01T09:00', author: 'Ann', status: 'draft', metaTitle: '', metaDescription: '',
};
const keys = (fields: Array<{ key: string }>) => fields.map((field) => field.key);

describe('conflict merge', () => {
  it('sorts fields into chosen, theirs only and mine only; the same change on both sides is no conflict', () => {
    const mine = { ...BASE, title: 'Mine', excerpt: 'Same new excerpt.', author: 'Bea' };
    const theirs = { ...BASE, title: 'Theirs', excerpt: 'Same new excerpt.', imageId: 7, categories: ['Confidence', 'Running'] };
    const plan = mergePlan(BASE, mine, theirs);
    expect(keys(plan.conflicting)).to.deep.equal(['title']);
    expect(keys(plan.theirsOnly)).to.deep.equal(['image', 'categories']);
    expect(keys(plan.mineOnly)).to.deep.equal(['author']);
    expect(plan.theirsOnly[0]).to.deep.include({ label: 'Featured image', names: ['imageUrl', 'imageId'] });

    const keepMine = mergeValues(mine, theirs, plan, { title: 'mine' });
    expect(keepMine).to.deep.include({ title: 'Mine', author: 'Bea', imageId: 7, imageUrl: 'confidence', excerpt: 'Same new excerpt.' });
    expect(keepMine.categories).to.deep.equal(['Confidence', 'Running']);
    expect(mergeValues(mine, theirs, plan, { title: 'theirs' }).title).to.equal('Theirs');
  });

  it('compares as the form sends (trimmed text, an emptied field as empty) and merges fields it does not know by key', () => {
    const mine = { ...BASE, title: 'Title  ', excerpt: undefined as unknown as string, ogImage: 'mine.png' } as PostFormValues;
    const theirs = { ...BASE, excerpt: '', ogImage: 'theirs.png' } as PostFormValues;
    const plan = mergePlan({ ...BASE, ogImage: '' } as PostFormValues, mine, theirs);
    expect(plan.conflicting.map((field) => [field.key, field.label])).to.deep.equal([['ogImage', 'ogImage']]);
    expect(keys(plan.mineOnly)).to.deep.equal([]);
    expect(keys(plan.theirsOnly)).to.deep.equal([]);
  });

  it('previews values on one line', () => {
    const field = (key: string) => ({ key, label: key, names: [key] });
    expect(previewOf({ ...BASE, content: '<p>One</p>\n<p>two <strong>three</strong></p>' }, field('content'))).to.equal('One two three');
    expect(previewOf({ ...BASE, categories: ['A', 'B'] }, field('categories'))).to.equal('A, B');
    expect(previewOf({ ...BASE, author: '' }, field('author'))).to.equal('(empty)');
    expect(previewOf(BASE, field('status'))).to.equal('Draft');
    expect(previewOf({ ...BASE, excerpt: 'x'.repeat(400) }, field('excerpt'))).to.have.length(160);
  });
});
