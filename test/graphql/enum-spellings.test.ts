/**
 * One spelling per enum across REST, GraphQL and webhooks (issue 23, item 7; docs/api.md, "One
 * spelling per value"): a value is spelt as REST answers and takes it and as webhooks send it (the
 * spec's values: `published`, `training_phase`, `category-asc`, `post.published`), and GraphQL
 * spells it the same with only the characters a GraphQL name cannot hold (`-`, `.`) written `_`.
 * Walks every enum of the built schema, so a value added tomorrow is held to the rule; then checks
 * that REST takes only its own spelling, and both sides mean the same thing by it.
 */
import { expect } from 'chai';
import { isEnumType, isIntrospectionType } from 'graphql';
import request from 'supertest';
import { getSchema } from '../../src/graphql/schema.js';
import { WEBHOOK_EVENTS } from '../../src/shared/webhooks.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { gql } from '../helpers/graphql.js';
import { insertCatalogue, NOW } from '../helpers/post-catalogue.js';

/** The GraphQL name of a REST/webhook value. */
const graphqlName = (value: string) => value.replace(/[-.]/g, '_');

describe('enum spellings: one per value across REST, GraphQL and webhooks', () => {
  it('every GraphQL enum value is its REST/webhook value with "-" and "." written "_", and nothing else differs', async () => {
    const schema = await getSchema();
    const differences: string[] = [];
    let values = 0;
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isEnumType(type) || isIntrospectionType(type)) continue;
      for (const value of type.getValues()) {
        values++;
        if (typeof value.value !== 'string') differences.push(`${type.name}.${value.name} stands for ${String(value.value)}, not a string`);
        else if (graphqlName(value.value) !== value.name) differences.push(`${type.name}.${value.name} stands for "${value.value}"`);
      }
    }
    expect(differences).to.deep.equal([]);
    expect(values).to.be.above(40);
    // The webhook events: the GraphQL enum holds exactly the names the payloads send.
    const webhookEvent = schema.getType('WebhookEvent');
    expect(isEnumType(webhookEvent) && webhookEvent.getValues().map((value) => value.value)).to.have.members([...WEBHOOK_EVENTS]);
  });

  describe('over HTTP', () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp({ clock: () => NOW });
      await resetDatabase();
      await insertCatalogue();
    });

    it('REST takes its own spelling only (a GraphQL spelling is a 400 naming the values), and both spellings give the same list', async () => {
      const rest = await request(t.app).get('/api/blog-posts').query({ sort: 'category-asc', pageSize: 50, fields: 'slug' }).expect(200);
      const graph = await gql(request(t.app), '{ posts(sort: category_asc, pageSize: 50) { items { slug } } }').expect(200);
      expect(graph.body.data.posts.items).to.deep.equal(rest.body);
      const refused = await request(t.app).get('/api/blog-posts').query({ sort: 'category_asc' }).expect(400);
      expect(refused.body.errors.sort).to.equal('sort must be one of recent, oldest, category-asc, category-desc');
      const wrongInGraphql = await request(t.app).get('/graphql').set('Accept', 'application/json').query({ query: '{ posts(sort: category-asc) { total } }' });
      expect(wrongInGraphql.status).to.equal(400);
    });

    it('the cursor order is newest or oldest on both sides', async () => {
      for (const order of ['newest', 'oldest']) {
        const rest = await request(t.app).get('/api/blog-posts').query({ limit: 3, order, fields: 'slug' }).expect(200);
        const graph = await gql(request(t.app), `{ postsConnection(first: 3, order: ${order}) { edges { node { slug } } } }`).expect(200);
        expect(graph.body.data.postsConnection.edges.map((edge: { node: { slug: string } }) => edge.node)).to.deep.equal(rest.body);
      }
      const refused = await request(t.app).get('/api/blog-posts').query({ limit: 3, order: 'recent' }).expect(400);
      expect(refused.body.errors.order).to.equal('order must be one of newest, oldest');
    });
  });
});
