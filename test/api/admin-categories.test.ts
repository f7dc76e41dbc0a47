/**
 * Admin category CRUD over REST: validation with the group enforced on the server, name and slug
 * conflicts, and what a rename or a delete does to the posts that use the category.
 */
import { expect } from 'chai';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { BlogCategory, BlogPost } from '../../models/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { databaseChangedBehindTheApp, resetDatabase } from '../helpers/database.js';
import { adminAgent, insertPost, storedCategoryNames } from '../helpers/fixtures.js';
import { seedCategoriesIfMissing } from '../../src/db/seeds/run-seeders.js';

const NEW_CATEGORY = { name: 'Mental Toughness', group: 'fuel', description: 'Grit under load.', slug: 'mental-toughness' };

async function categoryId(name: string): Promise<number> {
  return (await BlogCategory.findOne({ where: { name } }))!.id;
}

describe('REST admin categories', () => {
  let t: TestApp;
  let admin: TestAgent;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
  });
  // Fresh posts and categories for each test; the admin session stays.
  beforeEach(async () => {
    await BlogPost.destroy({ where: {} });
    await BlogCategory.destroy({ where: {} });
    await seedCategoriesIfMissing();
    databaseChangedBehindTheApp(); // seeded without the services: the apps forget what they kept
  });

  it('lists every category with id, name, group, description and slug', async () => {
    const res = await admin.get('/api/admin/blog-categories').expect(200);
    expect(res.body).to.have.length(16);
    expect(res.body.find((category: { slug: string }) => category.slug === 'confidence')).to.deep.include({ name: 'Confidence', group: 'fuel' });
    const publicList = await request(t.app).get('/api/blog-categories').expect(200);
    expect(publicList.body).to.deep.equal(res.body);
  });

  it('creates a category (201 { category }) with a row in the database', async () => {
    const res = await admin.post('/api/admin/blog-categories').send(NEW_CATEGORY).expect(201);
    expect(res.body.category).to.deep.include(NEW_CATEGORY);
    expect(res.body.category.id).to.be.a('number');
    const row = await BlogCategory.findByPk(res.body.category.id);
    expect(row?.toJSON()).to.include(NEW_CATEGORY);
  });

  it('stores a missing, null or blank description as none', async () => {
    for (const [index, description] of [undefined, null, '   '].entries()) {
      const res = await admin.post('/api/admin/blog-categories').send({ ...NEW_CATEGORY, name: `No description ${index}`, slug: `no-description-${index}`, description }).expect(201);
      expect(res.body.category.description, String(description)).to.equal(null);
    }
  });

  it('names every missing field, and enforces the group on the server', async () => {
    const empty = await admin.post('/api/admin/blog-categories').send({}).expect(400);
    expect(empty.body).to.deep.equal({
      message: 'Name is required', errors: { name: 'Name is required', group: 'Group is required', slug: 'Slug is required' },
    });
    for (const group of ['sports', 'FUEL', 'training-phase', '']) {
      const res = await admin.post('/api/admin/blog-categories').send({ ...NEW_CATEGORY, group }).expect(400);
      expect(res.body.errors.group, group).to.equal(group ? 'Group must be one of fuel, sport, training_phase' : 'Group is required');
    }
    const slug = await admin.post('/api/admin/blog-categories').send({ ...NEW_CATEGORY, slug: 'Not A Slug' }).expect(400);
    expect(slug.body.errors).to.deep.equal({ slug: 'Slug may only contain lowercase letters, numbers and single hyphens' });
    expect(await BlogCategory.count()).to.equal(16);
  });

  it('answers 409 for a name or slug another category has (names regardless of case)', async () => {
    const name = await admin.post('/api/admin/blog-categories').send({ ...NEW_CATEGORY, name: 'Confidence' }).expect(409);
    expect(name.body).to.deep.equal({ message: 'A category with this name already exists', errors: { name: 'A category with this name already exists' } });
    await admin.post('/api/admin/blog-categories').send({ ...NEW_CATEGORY, name: 'CONFIDENCE' }).expect(409);
    const slug = await admin.post('/api/admin/blog-categories').send({ ...NEW_CATEGORY, slug: 'confidence' }).expect(409);
    expect(slug.body).to.deep.equal({ message: 'A category with this slug already exists', errors: { slug: 'A category with this slug already exists' } });
    const id = await categoryId('Running');
    await admin.put(`/api/admin/blog-categories/${id}`).send({ name: 'Cycling', group: 'sport', slug: 'running' }).expect(409);
    await admin.put(`/api/admin/blog-categories/${id}`).send({ name: 'Running', group: 'sport', slug: 'cycling' }).expect(409);
    expect(await BlogCategory.count()).to.equal(16);
  });

  it('updates a category (200 { category }), keeping its own name and slug', async () => {
    const id = await categoryId('Running');
    const res = await admin.put(`/api/admin/blog-categories/${id}`).send({ name: 'Running', group: 'sport', description: 'Roads and tracks.', slug: 'running' }).expect(200);
    expect(res.body.category).to.deep.equal({ id, name: 'Running', group: 'sport', description: 'Roads and tracks.', slug: 'running' });
    const regrouped = await admin.put(`/api/admin/blog-categories/${id}`).send({ name: 'Running', group: 'training_phase', slug: 'running' }).expect(200);
    expect(regrouped.body.category).to.include({ group: 'training_phase', description: null });
    const invalid = await admin.put(`/api/admin/blog-categories/${id}`).send({ name: 'Running', group: 'other', slug: 'running' }).expect(400);
    expect(invalid.body.errors).to.deep.equal({ group: 'Group must be one of fuel, sport, training_phase' });
  });

  it('shows a rename on every post that uses the category, and only those', async () => {
    const both = await insertPost({ slug: 'both', categories: ['Running', 'Confidence'] });
    const only = await insertPost({ slug: 'only', categories: ['Running'], status: 'draft' });
    const other = await insertPost({ slug: 'other', categories: ['Cycling'] });
    const id = await categoryId('Running');
    await admin.put(`/api/admin/blog-categories/${id}`).send({ name: 'Road Running', group: 'sport', slug: 'road-running' }).expect(200);
    expect(await storedCategoryNames(both.id)).to.deep.equal(['Road Running', 'Confidence']);
    expect(await storedCategoryNames(only.id)).to.deep.equal(['Road Running']);
    expect(await storedCategoryNames(other.id)).to.deep.equal(['Cycling']);
    const filtered = await request(t.app).get('/api/blog-posts').query({ category: 'road-running' }).expect(200);
    expect(filtered.body.map((post: { slug: string }) => post.slug)).to.deep.equal(['both']);
    expect(filtered.body[0].categoryLabels).to.deep.equal(['Road Running', 'Confidence']);
    // The old name still names it (a client's filter from before the rename, issue 20 item 8); a name never used is a 400.
    const byOldName = await request(t.app).get('/api/blog-posts').query({ category: 'Running' }).expect(200);
    expect(byOldName.body).to.deep.equal(filtered.body);
    expect((await request(t.app).get('/api/blog-posts').query({ category: 'Rowing' }).expect(400)).text).to.include('Unknown category: Rowing');
  });

  it('renames a category whose name is part of another name without touching that other name', async () => {
    await admin.post('/api/admin/blog-categories').send({ name: 'Run', group: 'sport', slug: 'run' }).expect(201);
    const post = await insertPost({ slug: 'prefix', categories: ['Running', 'Run'] });
    await admin.put(`/api/admin/blog-categories/${await categoryId('Run')}`).send({ name: 'Jog', group: 'sport', slug: 'jog' }).expect(200);
    expect(await storedCategoryNames(post.id)).to.deep.equal(['Running', 'Jog']);
  });

  it('deletes a category: posts lose its name, keep their others and stay published', async () => {
    const both = await insertPost({ slug: 'both', categories: ['Confidence', 'Running'] });
    const only = await insertPost({ slug: 'only', categories: ['Running'] });
    const id = await categoryId('Running');
    const res = await admin.delete(`/api/admin/blog-categories/${id}`).expect(200);
    expect(res.body).to.deep.equal({ success: true, id, postsUpdated: 2 });
    expect(await BlogCategory.findByPk(id)).to.equal(null);
    expect(await storedCategoryNames(both.id)).to.deep.equal(['Confidence']);
    expect((await BlogPost.findByPk(both.id))!.status).to.equal('published');
    expect(await storedCategoryNames(only.id)).to.deep.equal([]);
    const publicList = await request(t.app).get('/api/blog-posts').expect(200);
    expect(publicList.body.map((post: { slug: string }) => post.slug).sort()).to.deep.equal(['both', 'only']);
    expect((await request(t.app).get('/api/blog-posts/only').expect(200)).body.categoryLabel).to.equal('');
    await admin.delete(`/api/admin/blog-categories/${id}`).expect(404);
  });

  it('orders by group, then by name regardless of case, on every database', async () => {
    await admin.post('/api/admin/blog-categories').send({ name: 'aqua jogging', group: 'sport', slug: 'aqua-jogging' }).expect(201);
    const res = await admin.get('/api/admin/blog-categories').expect(200);
    const sports = res.body.filter((category: { group: string }) => category.group === 'sport').map((category: { name: string }) => category.name);
    expect(sports).to.deep.equal(['aqua jogging', 'Cycling', 'Running', 'Swimming', 'Trail & Ultra', 'Triathlon']);
  });

  it('answers 404 for an unknown category id on update and delete', async () => {
    const update = await admin.put('/api/admin/blog-categories/424242').send(NEW_CATEGORY).expect(404);
    expect(update.body).to.deep.equal({ message: 'Category not found' });
    await admin.delete('/api/admin/blog-categories/424242').expect(404);
  });
});
