/**
 * The admin screens' Apollo Client (pages/_graphql) against the real server over HTTP: the
 * session cookie carries the login, errors read as the screens show them (message and field
 * messages), and a lost session calls onUnauthenticated, except for a failed login.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { expect } from 'chai';
import { createAdminApolloClient } from '../../pages/_graphql/apollo-client.js';
import { explainGraphQLError, graphQLErrorMessage, readGraphQLError } from '../../pages/_graphql/errors.js';
import { ADMIN_CATEGORIES_QUERY, CREATE_CATEGORY_MUTATION } from '../../pages/_graphql/operations/category.operations.js';
import { LOGIN_MUTATION, SESSION_QUERY } from '../../pages/_graphql/operations/session.operations.js';
import { createTestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { ADMIN, createAdmin } from '../helpers/fixtures.js';

/** What a browser does with the session cookie, for a fetch outside one. */
function cookieFetch(): typeof fetch {
  let cookie = '';
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', cookie);
    const res = await fetch(input, { ...init, headers });
    // The session cookie (a sign-in also sets the known-device cookie).
    const set = res.headers.getSetCookie().find((line) => line.startsWith('mf.sid='));
    if (set) cookie = set.split(';')[0]!;
    return res;
  };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the operation to fail');
}

describe('GraphQL: the admin Apollo Client', () => {
  let server: Server;
  let uri: string;
  before(async () => {
    const t = await createTestApp();
    await resetDatabase();
    await createAdmin(t.services);
    server = createServer(t.app).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  after(() => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));

  it('calls onUnauthenticated when an admin operation finds no session, never for a failed login', async () => {
    let lost = 0;
    const client = createAdminApolloClient({ uri, fetch: cookieFetch(), onUnauthenticated: () => lost++ });
    const wrongPassword = await rejection(client.mutate({ mutation: LOGIN_MUTATION, variables: { input: { username: ADMIN.username, password: 'wrong-password-1' } } }));
    expect(graphQLErrorMessage(wrongPassword, 'Invalid credentials')).to.equal('Invalid username or password');
    expect(lost).to.equal(0);
    const refused = await rejection(client.query({ query: ADMIN_CATEGORIES_QUERY }));
    expect(readGraphQLError(refused).code).to.equal('UNAUTHENTICATED');
    expect(lost).to.equal(1);
  });

  it('keeps the session cookie from login and reads field messages from a refused save', async () => {
    const client = createAdminApolloClient({ uri, fetch: cookieFetch() });
    await client.mutate({ mutation: LOGIN_MUTATION, variables: { input: ADMIN } });
    const { data } = await client.query({ query: SESSION_QUERY, fetchPolicy: 'network-only' });
    expect(data?.session.user?.username).to.equal(ADMIN.username);

    const error = await rejection(client.mutate({
      mutation: CREATE_CATEGORY_MUTATION,
      variables: { input: { name: 'Confidence', group: 'fuel', description: '', slug: 'confidence-again' } },
    }));
    expect(readGraphQLError(error)).to.deep.equal({
      message: 'A category with this name already exists',
      code: 'CONFLICT',
      fieldErrors: { name: 'A category with this name already exists' },
    });
  });

  it('falls back to the screen\'s own text when the server cannot be reached, and says why when asked', async () => {
    const client = createAdminApolloClient({ uri: 'http://127.0.0.1:9/graphql' });
    const error = await rejection(client.query({ query: SESSION_QUERY }));
    expect(readGraphQLError(error)).to.deep.equal({ fieldErrors: {}, transport: 'We could not reach the server. Please check your connection and try again.' });
    expect(graphQLErrorMessage(error, 'Failed to load post')).to.equal('Failed to load post');
    expect(explainGraphQLError(error, 'Invalid credentials')).to.equal('We could not reach the server. Please check your connection and try again.');
  });
});
