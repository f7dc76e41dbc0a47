/**
 * REST and GraphQL give the same validation answer for the same input: REST's JSON
 * { message, errors } equals GraphQL's message and extensions.errors (code BAD_USER_INPUT).
 */
import { expect } from 'chai';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, postInput } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';

interface Case {
  label: string;
  rest: { method: 'post' | 'put'; path: string };
  mutation: string;
  input: Record<string, unknown>;
  admin?: boolean;
}

const form = (path: string, field: string, type: string) => ({
  rest: { method: 'post' as const, path: `/api/klaviyo/${path}` },
  mutation: `mutation($input: ${type}!) { ${field}(input: $input) { success } }`,
});

const CASES: Case[] = [
  { label: 'waitlist, empty', ...form('waitlist', 'joinWaitlist', 'WaitlistInput'), input: {} },
  { label: 'waitlist, bad e-mail', ...form('waitlist', 'joinWaitlist', 'WaitlistInput'), input: { firstName: 'A', lastName: 'B', email: 'x@' } },
  { label: 'suggestion, short', ...form('suggestion', 'submitSuggestion', 'SuggestionInput'), input: { name: 'B', email: 'b@example.com', message: 'too short' } },
  { label: 'expert, no link', ...form('expert-application', 'submitExpertApplication', 'ExpertApplicationInput'), input: { firstName: 'C', lastName: 'D' } },
  { label: 'expert, bad link', ...form('expert-application', 'submitExpertApplication', 'ExpertApplicationInput'),
    input: { firstName: 'Cy', lastName: 'Do', email: 'c@example.com', link: 'example.com' } },
  { label: 'interest, empty', ...form('interest-registration', 'registerInterest', 'InterestRegistrationInput'), input: {} },
  { label: 'login, empty', rest: { method: 'post', path: '/api/admin/login' }, mutation: 'mutation($input: LoginInput!) { login(input: $input) { id } }', input: {} },
  { label: 'post, empty', admin: true, rest: { method: 'post', path: '/api/admin/blog-posts' },
    mutation: 'mutation($input: PostInput!) { createPost(input: $input) { id } }', input: {} },
  { label: 'post, no category and bad date', admin: true, rest: { method: 'post', path: '/api/admin/blog-posts' },
    mutation: 'mutation($input: PostInput!) { createPost(input: $input) { id } }', input: postInput({ categories: [], publishDate: 'soon', title: '' }) },
  { label: 'post, unknown category', admin: true, rest: { method: 'post', path: '/api/admin/blog-posts' },
    mutation: 'mutation($input: PostInput!) { createPost(input: $input) { id } }', input: postInput({ categories: ['Knitting'] }) },
  { label: 'category, empty', admin: true, rest: { method: 'post', path: '/api/admin/blog-categories' },
    mutation: 'mutation($input: CategoryInput!) { createCategory(input: $input) { id } }', input: {} },
  { label: 'category, bad slug', admin: true, rest: { method: 'post', path: '/api/admin/blog-categories' },
    mutation: 'mutation($input: CategoryInput!) { createCategory(input: $input) { id } }', input: { name: 'X', group: 'sport', slug: 'Bad Slug' } },
];

describe('REST and GraphQL answer the same validation messages', () => {
  let t: TestApp;
  let admin: TestAgent;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
  });

  for (const testCase of CASES) {
    it(testCase.label, async () => {
      const client = testCase.admin ? admin : request(t.app);
      const rest = await client[testCase.rest.method](testCase.rest.path).send(testCase.input).expect(400);
      const graphql = await gql(client, testCase.mutation, { input: testCase.input }).expect(200);
      const error = graphql.body.errors[0];
      expect(error.extensions).to.deep.equal({ code: 'BAD_USER_INPUT', errors: rest.body.errors });
      expect(error.message).to.equal(rest.body.message);
      expect(Object.keys(rest.body.errors).length).to.be.greaterThan(0);
    });
  }
});
