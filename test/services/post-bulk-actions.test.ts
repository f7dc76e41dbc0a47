/**
 * Bulk publish, unpublish and delete (issue 12, item 4): one transaction per action, one content
 * change and one revision per post changed, posts that are not there reported, bad ids a 400.
 */
import { expect } from 'chai';
import { BlogPost, BlogPostRevision } from '../../models/index.js';
import type { Services, Viewer } from '../../src/services/index.js';
import { resetDatabase } from '../helpers/database.js';
import { postInput } from '../helpers/fixtures.js';
import { createTestServices } from '../helpers/services.js';

const ADA: Viewer = { kind: 'session', user: { id: 1, username: 'ada.admin' }, role: 'administrator' };

describe('services: bulk actions on posts', () => {
  let services: Services;
  beforeEach(async () => {
    await resetDatabase();
    ({ services } = await createTestServices());
  });

  async function changesSince(mark: number) {
    return (await services.contentChanges.since(mark)).map((change) => `${change.event} ${change.subject.id}`);
  }

  it('publishes drafts: one save, content changes and revision per post changed; the published one is left as it was', async () => {
    const a = await services.posts.create(postInput({ status: 'draft' }), ADA);
    const b = await services.posts.create(postInput({ status: 'draft' }), ADA);
    const c = await services.posts.create(postInput({ status: 'published' }), ADA);
    const mark = await services.contentChanges.latestId();
    const result = await services.posts.setStatusMany([a.id, b.id, c.id, 999_999, a.id], 'published', ADA);
    expect(result).to.deep.equal({ action: 'publish', changed: [a.id, b.id], unchanged: [c.id], failed: [{ id: 999_999, message: 'Post not found' }] });
    expect((await BlogPost.findAll({ order: [['id', 'ASC']] })).map((post) => post.status)).to.deep.equal(['published', 'published', 'published']);
    expect(await changesSince(mark)).to.deep.equal([`post.updated ${a.id}`, `post.published ${a.id}`, `post.updated ${b.id}`, `post.published ${b.id}`]);
    const revisions = await BlogPostRevision.findAll({ where: { postId: a.id }, order: [['id', 'ASC']] });
    expect(revisions.map((revision) => [revision.status, revision.savedBy])).to.deep.equal([['draft', 'ada.admin'], ['published', 'ada.admin']]);
    expect(revisions[1].categories).to.deep.equal(['Confidence']);
  });

  it('unpublishes, moves to the trash and deletes for good', async () => {
    const a = await services.posts.create(postInput(), ADA);
    const b = await services.posts.create(postInput(), ADA);
    let mark = await services.contentChanges.latestId();
    expect(await services.posts.setStatusMany([a.id], 'draft', ADA)).to.deep.equal({ action: 'unpublish', changed: [a.id], unchanged: [], failed: [] });
    expect(await changesSince(mark)).to.deep.equal([`post.updated ${a.id}`, `post.unpublished ${a.id}`]);
    mark = await services.contentChanges.latestId();
    expect(await services.posts.deleteMany([a.id, b.id])).to.deep.equal({ action: 'delete', changed: [a.id, b.id], unchanged: [], failed: [] });
    // To the trash (issue 20): each post is gone from the site (deleted); a published one also says it was unpublished.
    expect(await changesSince(mark)).to.deep.equal([`post.deleted ${a.id}`, `post.deleted ${b.id}`, `post.unpublished ${b.id}`]);
    expect((await BlogPost.findAll({ order: [['id', 'ASC']] })).map((post) => post.status)).to.deep.equal(['trashed', 'trashed']);
    mark = await services.contentChanges.latestId();
    expect(await services.posts.deleteForeverMany([a.id, b.id])).to.deep.equal({ action: 'purge', changed: [a.id, b.id], unchanged: [], failed: [] });
    // Recorded again when deleted for good (webhook receivers are not told twice).
    expect(await changesSince(mark)).to.deep.equal([`post.deleted ${a.id}`, `post.deleted ${b.id}`]);
    expect(await BlogPost.count()).to.equal(0);
  });

  it('rolls the whole action back when one post\'s work fails', async () => {
    const a = await services.posts.create(postInput({ status: 'draft' }), ADA);
    const b = await services.posts.create(postInput({ status: 'draft' }), ADA);
    let calls = 0;
    services.contentChanges.onRecord(async () => {
      if (++calls === 2) throw new Error('webhook queue is down');
    });
    const error = await services.posts.setStatusMany([a.id, b.id], 'published', ADA).catch((caught: Error) => caught);
    expect((error as Error).message).to.equal('webhook queue is down');
    expect((await BlogPost.findAll()).map((post) => post.status)).to.deep.equal(['draft', 'draft']);
    expect(await BlogPostRevision.count()).to.equal(2);
  });

  it('refuses ids that are not 1 to 100 whole numbers with a 400 naming ids', async () => {
    for (const ids of [[], 'all', [0], [1.5], ['x'], Array.from({ length: 101 }, (_, index) => index + 1)]) {
      const error = await services.posts.deleteMany(ids).catch((caught: { code: string; errors: Record<string, string> }) => caught);
      expect(error, JSON.stringify(ids).slice(0, 40)).to.have.property('code', 'BAD_USER_INPUT');
      expect(Object.keys((error as { errors: object }).errors)).to.deep.equal(['ids']);
    }
  });
});
