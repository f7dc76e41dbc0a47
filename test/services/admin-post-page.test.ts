/**
 * The dashboard's list (issue 12, item 4) in the service: pages of 20, a status filter where
 * scheduled means published with a date ahead, the search, both orders, the counts by status,
 * and a clear 400 naming the parameter for bad input.
 */
import { expect } from 'chai';
import type { Services } from '../../src/services/index.js';
import { resetDatabase } from '../helpers/database.js';
import { insertPost } from '../helpers/fixtures.js';
import { createTestServices, fixedClock } from '../helpers/services.js';

const NOW = '2026-03-01T12:00:00.000Z';

function day(offset: number): string {
  return new Date(Date.parse(NOW) + offset * 86_400_000).toISOString();
}

describe('services: the dashboard\'s post list', () => {
  let services: Services;
  before(async () => {
    await resetDatabase();
    ({ services } = await createTestServices({ clock: fixedClock(NOW) }));
    // 25 live posts (one a day before NOW), 3 drafts, 2 scheduled.
    for (let index = 1; index <= 25; index++) {
      await insertPost({ title: `Live ${String(index).padStart(2, '0')}`, slug: `live-${index}`, publishDate: day(-index), author: index === 3 ? 'Nora Lind' : 'Coach Ada' });
    }
    for (let index = 1; index <= 3; index++) await insertPost({ title: `Draft ${index}`, slug: `draft-${index}`, status: 'draft', publishDate: day(-30 - index), categories: ['Running'] });
    for (let index = 1; index <= 2; index++) await insertPost({ title: `Scheduled ${index}`, slug: `scheduled-${index}`, publishDate: day(index) });
  });

  it('pages every post, newest first, 20 a page, with the counts by status', async () => {
    const first = await services.posts.listAdminPage();
    expect(first).to.include({ total: 30, page: 1, pageSize: 20, pageCount: 2, sort: 'newest', status: null, search: '' });
    expect(first.counts).to.deep.equal({ all: 30, draft: 3, published: 25, scheduled: 2 });
    expect(first.items.map((post) => post.title).slice(0, 4)).to.deep.equal(['Scheduled 2', 'Scheduled 1', 'Live 01', 'Live 02']);
    expect(first.items[0]).to.include({ visibility: 'scheduled', status: 'published' });
    expect(first.items[2]).to.include({ visibility: 'published' });
    expect(first.items[0]).to.not.have.property('content');
    const second = await services.posts.listAdminPage({ page: '2' });
    expect(second.items.map((post) => post.title)).to.deep.equal([
      'Live 19', 'Live 20', 'Live 21', 'Live 22', 'Live 23', 'Live 24', 'Live 25', 'Draft 1', 'Draft 2', 'Draft 3',
    ]);
  });

  it('filters by status: drafts, published and on the site, scheduled', async () => {
    const drafts = await services.posts.listAdminPage({ status: 'draft' });
    expect(drafts.items.map((post) => [post.title, post.visibility])).to.deep.equal([['Draft 1', 'draft'], ['Draft 2', 'draft'], ['Draft 3', 'draft']]);
    expect(drafts).to.include({ total: 3, pageCount: 1, status: 'draft' });
    const scheduled = await services.posts.listAdminPage({ status: 'scheduled', sort: 'oldest' });
    expect(scheduled.items.map((post) => post.title)).to.deep.equal(['Scheduled 1', 'Scheduled 2']);
    const published = await services.posts.listAdminPage({ status: 'published', page: 2 });
    expect(published).to.include({ total: 25, page: 2, pageCount: 2 });
    expect(published.items.map((post) => post.title)).to.deep.equal(['Live 21', 'Live 22', 'Live 23', 'Live 24', 'Live 25']);
  });

  it('searches with the status filter and counts what the search finds', async () => {
    const byAuthor = await services.posts.listAdminPage({ search: '  nora   lind ' });
    expect(byAuthor.items.map((post) => post.title)).to.deep.equal(['Live 03']);
    expect(byAuthor.search).to.equal('nora lind');
    const byCategory = await services.posts.listAdminPage({ search: 'running', status: 'draft' });
    expect(byCategory.items.map((post) => post.title)).to.deep.equal(['Draft 1', 'Draft 2', 'Draft 3']);
    expect(byCategory.counts).to.deep.equal({ all: 3, draft: 3, published: 0, scheduled: 0 });
    const none = await services.posts.listAdminPage({ search: 'zzz', page: 3 });
    expect(none).to.include({ total: 0, page: 1, pageCount: 0 });
    expect(none.items).to.deep.equal([]);
  });

  it('answers a page past the end with the last page', async () => {
    const page = await services.posts.listAdminPage({ page: 9 });
    expect(page).to.include({ page: 2, pageCount: 2 });
  });

  it('refuses bad parameters with a 400 that names each one', async () => {
    const error = await services.posts.listAdminPage({ page: '0', pageSize: 'many', sort: 'random', status: 'live' })
      .then(() => expect.fail('listed'), (caught: { code: string; errors: Record<string, string> }) => caught);
    expect(error).to.include({ code: 'BAD_USER_INPUT' });
    expect(error.errors).to.deep.equal({
      page: 'page must be a whole number from 1 to 1000000',
      pageSize: 'pageSize must be a whole number from 1 to 50',
      sort: 'sort must be one of newest, oldest',
      status: 'status must be one of draft, published, scheduled',
    });
  });
});
