/**
 * Revisions (issue 12, item 3): every save of a post keeps its fields with who saved it, in the
 * save's transaction; a refused save keeps nothing; a revision compares with the current post and
 * restores as a new save; the revisions go with their post.
 */
import { expect } from 'chai';
import { BlogPostRevision } from '../../models/index.js';
import type { Services, Viewer } from '../../src/services/index.js';
import { resetDatabase } from '../helpers/database.js';
import { postInput } from '../helpers/fixtures.js';
import { createTestServices } from '../helpers/services.js';

const ADA: Viewer = { kind: 'session', user: { id: 1, username: 'ada.admin' }, role: 'administrator' };
const KEY: Viewer = { kind: 'api-key', scope: 'admin', key: { id: 7, name: 'Import script' } };

async function storedRevisions(postId: number) {
  return BlogPostRevision.findAll({ where: { postId }, order: [['id', 'ASC']] });
}

describe('services: post revisions', () => {
  let services: Services;
  beforeEach(async () => {
    await resetDatabase();
    ({ services } = await createTestServices());
  });

  it('keeps one revision per save (create, update), with every field and who saved it', async () => {
    const post = await services.posts.create(postInput({
      title: 'Race Morning', slug: 'race-morning', content: '<p>Breathe <strong>slowly</strong>.</p>',
      categories: ['Confidence', 'Running'], imageUrl: 'goal-setting', author: 'Coach Ada', status: 'draft',
      publishDate: '2026-02-01T08:00:00.000Z', excerpt: 'Calm before the start.',
    }), ADA);
    await services.posts.update(post.id, postInput({
      title: 'Race Morning Routine', slug: 'race-morning', content: '<p>Breathe slowly.</p>', categories: ['Running'],
      imageUrl: '', author: 'Coach Ada', status: 'published', publishDate: '2026-02-01T08:00:00.000Z', excerpt: 'Calm before the start.',
    }), KEY);

    const rows = await storedRevisions(post.id);
    expect(rows.map((row) => [row.savedBy, row.savedByKind])).to.deep.equal([['ada.admin', 'admin'], ['Import script', 'api-key']]);
    expect(rows[0].get({ plain: true })).to.include({
      title: 'Race Morning', slug: 'race-morning', content: '<p>Breathe <strong>slowly</strong>.</p>', imageUrl: 'goal-setting',
      author: 'Coach Ada', status: 'draft', excerpt: 'Calm before the start.',
    });
    expect(rows[0].categories).to.deep.equal(['Confidence', 'Running']);
    expect(new Date(rows[0].publishDate).toISOString()).to.equal('2026-02-01T08:00:00.000Z');
    expect(rows[1]).to.include({ title: 'Race Morning Routine', status: 'published', imageUrl: null });
    expect(rows[1].categories).to.deep.equal(['Running']);

    const listed = await services.revisions.list(post.id);
    expect(listed.map((revision) => revision.title)).to.deep.equal(['Race Morning Routine', 'Race Morning']);
    expect(listed[0]).to.include({ savedBy: 'Import script', savedByKind: 'api-key', postId: post.id });
    expect(Date.parse(listed[0].savedAt)).to.be.a('number').and.not.NaN;
  });

  it('keeps nothing for a refused save (invalid input, a slug taken, an unknown category)', async () => {
    const first = await services.posts.create(postInput({ slug: 'first-post' }), ADA);
    const second = await services.posts.create(postInput({ slug: 'second-post' }), ADA);
    await services.posts.update(first.id, postInput({ title: '' }), ADA).then(() => expect.fail('saved'), () => undefined);
    await services.posts.update(first.id, postInput({ slug: 'second-post' }), ADA).then(() => expect.fail('saved'), () => undefined);
    await services.posts.update(first.id, postInput({ slug: 'first-post', categories: ['Nope'] }), ADA).then(() => expect.fail('saved'), () => undefined);
    await services.posts.create(postInput({ slug: 'second-post' }), ADA).then(() => expect.fail('saved'), () => undefined);
    expect((await storedRevisions(first.id)).length).to.equal(1);
    expect((await storedRevisions(second.id)).length).to.equal(1);
    expect(await BlogPostRevision.count()).to.equal(2);
  });

  it('compares a revision with the current post, field by field, the content word by word', async () => {
    const post = await services.posts.create(postInput({
      title: 'Box Breathing', slug: 'box-breathing', content: '<h2>Why</h2><p>Four counts in, four counts out.</p>',
      categories: ['Confidence'], author: 'Coach Ada',
    }), ADA);
    const [original] = await services.revisions.list(post.id);
    await services.posts.update(post.id, postInput({
      title: 'Box Breathing', slug: 'box-breathing', content: '<h2>Why</h2><p>Four slow counts in, four counts out.</p><ul><li>Sit tall</li></ul>',
      categories: ['Confidence', 'Running'], author: 'Coach Ada',
    }), ADA);

    const comparison = await services.revisions.compare(original.id);
    expect(comparison.current.id).to.equal(post.id);
    const changed = comparison.fields.filter((field) => field.changed).map((field) => field.field);
    expect(changed).to.deep.equal(['content', 'categories']);
    expect(comparison.changedCount).to.equal(2);
    const content = comparison.fields.find((field) => field.field === 'content')!;
    expect(content.revisionValue).to.equal('Why\nFour counts in, four counts out.');
    expect(content.currentValue).to.equal('Why\nFour slow counts in, four counts out.\n• Sit tall');
    expect(content.parts.filter((part) => part.kind === 'added').map((part) => part.text.trim())).to.deep.equal(['slow', '• Sit tall']);
    expect(content.parts.filter((part) => part.kind === 'removed')).to.deep.equal([]);
    const categories = comparison.fields.find((field) => field.field === 'categories')!;
    expect(categories.parts).to.deep.equal([{ kind: 'same', text: 'Confidence' }, { kind: 'added', text: 'Running' }]);
  });

  it('says when only the formatting of the content changed', async () => {
    const post = await services.posts.create(postInput({ slug: 'format-only', content: '<p>Stay calm.</p>' }), ADA);
    const [original] = await services.revisions.list(post.id);
    await services.posts.update(post.id, postInput({ slug: 'format-only', content: '<p><strong>Stay calm.</strong></p>' }), ADA);
    const content = (await services.revisions.compare(original.id)).fields.find((field) => field.field === 'content')!;
    expect(content).to.include({ changed: true, note: 'Only the formatting changed (the words are the same).' });
  });

  it('restores a revision as a new save (a new revision by whoever restored it), leaving out deleted categories', async () => {
    const altitude = await services.categories.create({ name: 'Altitude', group: 'sport', slug: 'altitude' });
    const post = await services.posts.create(postInput({
      title: 'Old title', slug: 'old-title', categories: ['Altitude', 'Running'], status: 'draft',
    }), ADA);
    const [original] = await services.revisions.list(post.id);
    await services.posts.update(post.id, postInput({ title: 'New title', slug: 'new-title', categories: ['Running'], status: 'published' }), ADA);
    await services.categories.delete(altitude.id);

    const restored = await services.revisions.restore(original.id, KEY);
    expect(restored).to.include({ id: post.id, title: 'Old title', slug: 'old-title', status: 'draft' });
    expect(restored.categories).to.deep.equal(['Running']);
    const rows = await storedRevisions(post.id);
    expect(rows.map((row) => [row.title, row.savedBy])).to.deep.equal([
      ['Old title', 'ada.admin'], ['New title', 'ada.admin'], ['Old title', 'Import script'],
    ]);
  });

  it('refuses to restore a revision none of whose categories exists any more, and answers 404s for missing ones', async () => {
    const altitude = await services.categories.create({ name: 'Altitude', group: 'sport', slug: 'altitude' });
    const post = await services.posts.create(postInput({ slug: 'lonely', categories: ['Altitude'] }), ADA);
    const [original] = await services.revisions.list(post.id);
    await services.posts.update(post.id, postInput({ slug: 'lonely', categories: ['Running'] }), ADA);
    await services.categories.delete(altitude.id);
    const error = await services.revisions.restore(original.id, ADA).catch((caught: Error & { code?: string; errors?: object }) => caught);
    expect(error).to.include({ code: 'BAD_USER_INPUT' });
    expect((error as { errors: Record<string, string> }).errors.categories).to.match(/Altitude/);
    expect((await storedRevisions(post.id)).length).to.equal(2);

    for (const call of [() => services.revisions.get(999_999), () => services.revisions.compare('x'), () => services.revisions.list(999_999)]) {
      expect(await call().catch((caught: { code?: string }) => caught.code)).to.equal('NOT_FOUND');
    }
  });

  it('keeps a trashed post\'s revisions, and deletes them with the post deleted for good (foreign key cascade), alone and in bulk', async () => {
    const one = await services.posts.create(postInput(), ADA);
    const two = await services.posts.create(postInput(), ADA);
    const three = await services.posts.create(postInput(), ADA);
    await services.posts.update(one.id, postInput({ slug: one.slug }), ADA);
    expect(await BlogPostRevision.count()).to.equal(4);
    await services.posts.delete(one.id);
    expect(await BlogPostRevision.count({ where: { postId: one.id } })).to.equal(2);
    await services.posts.deleteForever(one.id);
    expect(await BlogPostRevision.count({ where: { postId: one.id } })).to.equal(0);
    await services.posts.deleteMany([two.id]);
    await services.posts.deleteForeverMany([two.id]);
    expect(await BlogPostRevision.count()).to.equal(1);
    expect((await storedRevisions(three.id)).length).to.equal(1);
  });
});
