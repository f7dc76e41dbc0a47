/**
 * The public search through the services on the test database: the same answers on SQLite (FTS5)
 * and MySQL/MariaDB (FULLTEXT), as docs/api.md describes them.
 */
import { expect } from 'chai';
import { createServices, type Services } from '../../src/services/index.js';
import { resetDatabase, testDatabase } from '../helpers/database.js';
import { postInput } from '../helpers/fixtures.js';
import { NOW } from '../helpers/post-catalogue.js';

const POSTS = [
  { slug: 'box', title: 'Box breathing basics', excerpt: 'Four counts in, four counts out.', categories: ['Stress Management'] },
  { slug: 'first-5k', title: 'Your first 5K', excerpt: 'Nerves at the start line are normal.', categories: ['Running'] },
  { slug: 'taper', title: 'Taper week without worry', excerpt: 'What to do when the training stops.', categories: ['Peak & Race'] },
  { slug: 'cafe', title: 'Café stops and long rides', excerpt: 'Fuel, coffee and a calm head.', categories: ['Cycling'] },
  { slug: 'percent', title: 'Give 100% on race day', excerpt: 'Effort and pacing_plans.', categories: ['Peak & Race'] },
  { slug: 'swim', title: 'Open water calm', excerpt: 'Breathing for the swim start.', categories: ['Swimming', 'Visualization'],
    author: 'Breathwork Author', content: '<p>Zebra crossings ahead.</p>' },
  { slug: 'draft', title: 'Breathing drafts', excerpt: 'Not ready.', categories: ['Running'], status: 'draft' },
];

describe('services: public post search', () => {
  let services: Services;
  const find = async (search: string, extra: Record<string, unknown> = {}) =>
    (await services.posts.listPublished({ search, pageSize: 50, ...extra })).items.map((post) => post.slug).sort();

  before(async () => {
    const { sequelize } = await testDatabase();
    services = createServices(sequelize, { clock: () => NOW });
    await resetDatabase();
    for (const post of POSTS) await services.posts.create(postInput({ publishDate: '2025-01-01T00:00:00Z', ...post }));
  });

  it('finds words at the start of words in the title or the excerpt, whatever the case and accents', async () => {
    expect(await find('BREATH')).to.deep.equal(['box', 'swim']);
    expect(await find('coffee')).to.deep.equal(['cafe']);
    expect(await find('cafe')).to.deep.equal(['cafe']);
    expect(await find('CAFÉ')).to.deep.equal(['cafe']);
    expect(await find('reathing'), 'not inside a word').to.deep.equal([]);
  });

  it('needs every word, in the title or the excerpt, in any order', async () => {
    expect(await find('breathing box')).to.deep.equal(['box']);
    expect(await find('box counts')).to.deep.equal(['box']);
    expect(await find('box swim')).to.deep.equal([]);
  });

  it('collapses runs of whitespace', async () => {
    expect(await find('box   breathing')).to.deep.equal(['box']);
    expect(await find('  box\t\n breathing  ')).to.deep.equal(['box']);
    expect(await find('stress    management')).to.deep.equal(['box']);
  });

  it('also finds the posts of a category whose name contains the search', async () => {
    expect(await find('stress manage')).to.deep.equal(['box']);
    expect(await find('peak & race')).to.deep.equal(['percent', 'taper']);
    expect(await find('visual')).to.deep.equal(['swim']);
    expect(await find('running')).to.deep.equal(['first-5k']);
  });

  it('matches words shorter than three characters anywhere in the title or excerpt', async () => {
    expect(await find('5k')).to.deep.equal(['first-5k']);
    expect(await find('first 5k')).to.deep.equal(['first-5k']);
    expect(await find('race 5k')).to.deep.equal([]);
  });

  it('ignores common words beside other words, and matches them as text when alone', async () => {
    expect(await find('how to taper')).to.deep.equal(['taper']);
    expect(await find('the swim')).to.deep.equal(['swim']);
    expect(await find('what to')).to.deep.equal(['taper']);
  });

  it('takes punctuation and LIKE wildcards as separators or plain text, never as patterns', async () => {
    expect(await find('100%')).to.deep.equal(['percent']);
    expect(await find('%'), 'a literal percent sign').to.deep.equal(['percent']);
    expect(await find('_'), 'a literal underscore').to.deep.equal(['percent']);
    expect(await find('pacing_plans')).to.deep.equal(['percent']);
    expect(await find('pacing')).to.deep.equal(['percent']);
    for (const search of ['"', '*', '+', '-', '\\', "'", '%_%', '()']) expect(await find(search), search).to.deep.equal([]);
    expect(await find('"box" -breathing')).to.deep.equal(['box']);
  });

  it('does not search the content or the author, and never finds drafts', async () => {
    expect(await find('zebra')).to.deep.equal([]);
    expect(await find('breathwork')).to.deep.equal([]);
    expect(await find('drafts')).to.deep.equal([]);
  });

  it('combines with a category filter and the sorts, and counts what it finds', async () => {
    const page = await services.posts.listPublished({ search: 'breathing', categories: ['swimming'] });
    expect(page.items.map((post) => post.slug)).to.deep.equal(['swim']);
    expect(page.total).to.equal(1);
    expect(await find('calm', { sort: 'category-asc' })).to.deep.equal(['cafe', 'swim']);
  });

  it('follows edits and deletes at once', async () => {
    const post = await services.posts.create(postInput({ slug: 'later', title: 'Mantras for mile twenty', publishDate: '2025-01-01T00:00:00Z' }));
    expect(await find('mantra')).to.deep.equal(['later']);
    await services.posts.update(post.id, postInput({ slug: 'later', title: 'Cue words for mile twenty', publishDate: '2025-01-01T00:00:00Z' }));
    expect(await find('mantra')).to.deep.equal([]);
    expect(await find('cue words')).to.deep.equal(['later']);
    await services.posts.delete(post.id);
    expect(await find('cue words')).to.deep.equal([]);
  });
});
