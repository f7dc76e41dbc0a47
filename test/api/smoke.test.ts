import { expect } from 'chai';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, insertPost } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';

describe('smoke: the app answers REST and GraphQL on one database', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
  });

  it('lists a published post over REST and GraphQL', async () => {
    await insertPost({ slug: 'hello-world', title: 'Hello world' });
    const rest = await request(t.app).get('/api/blog-posts').expect(200);
    expect(rest.body.map((p: { slug: string }) => p.slug)).to.include('hello-world');
    const res = await gql(request(t.app), '{ posts { total items { slug categoryLabel } } }').expect(200);
    expect(res.body.data.posts.total).to.equal(1);
    expect(res.body.data.posts.items[0]).to.deep.equal({ slug: 'hello-world', categoryLabel: 'Confidence' });
  });

  it('refuses an admin GraphQL query without a session and answers it with one', async () => {
    const anonymous = await gql(request(t.app), '{ adminPosts { id } }').expect(200);
    expect(anonymous.body.errors[0].extensions.code).to.equal('UNAUTHENTICATED');
    const agent = await adminAgent(t.app, t.services);
    const res = await gql(agent, '{ adminPosts { slug } }').expect(200);
    expect(res.body.errors).to.equal(undefined);
    expect(res.body.data.adminPosts).to.have.length(1);
  });
});
