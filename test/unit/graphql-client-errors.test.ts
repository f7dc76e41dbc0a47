/**
 * The admin screens' error reading (pages/_graphql/errors.ts) through the real Apollo Client,
 * with fetch answering as a broken network or a proxy would: a sentence for people, never the
 * screen's fallback that blames the visitor ("Invalid credentials" for a network failure).
 */
import { expect } from 'chai';
import { createAdminApolloClient } from '../../pages/_graphql/apollo-client.js';
import { explainGraphQLError, graphQLErrorMessage, readGraphQLError } from '../../pages/_graphql/errors.js';
import { LOGIN_MUTATION } from '../../pages/_graphql/operations/session.operations.js';

async function loginFailure(fetch: typeof globalThis.fetch): Promise<unknown> {
  const client = createAdminApolloClient({ uri: 'http://127.0.0.1:9/graphql', fetch });
  try {
    await client.mutate({ mutation: LOGIN_MUTATION, variables: { input: { username: 'staff', password: 'secret' } } });
  } catch (error) {
    return error;
  }
  throw new Error('expected the login to fail');
}

const answer = (status: number, body: string, contentType: string): typeof fetch =>
  (async () => new Response(body, { status, headers: { 'Content-Type': contentType } })) as typeof fetch;

describe('GraphQL client: errors read for people', () => {
  it('says the server could not be reached when the network fails', async () => {
    const error = await loginFailure((async () => { throw new TypeError('Failed to fetch'); }) as typeof fetch);
    expect(explainGraphQLError(error, 'Invalid credentials')).to.equal('We could not reach the server. Please check your connection and try again.');
    // Screens whose fallback blames nobody keep the spec's fallback (docs/product.md §8).
    expect(graphQLErrorMessage(error, 'Unable to create post')).to.equal('Unable to create post');
  });

  it("says the server could not answer for a proxy's HTML error page, with its status", async () => {
    const error = await loginFailure(answer(502, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html'));
    expect(explainGraphQLError(error, 'Invalid credentials')).to.equal('502: The server could not answer just now. Please try again in a moment.');
  });

  it("reads the server's own GraphQL errors from a non-2xx answer (the rate limit's 429)", async () => {
    const body = JSON.stringify({ errors: [{ message: 'Too many submissions from your connection.', extensions: { code: 'RATE_LIMITED' } }] });
    const error = await loginFailure(answer(429, body, 'application/json'));
    expect(readGraphQLError(error)).to.deep.equal({ message: 'Too many submissions from your connection.', code: 'RATE_LIMITED', fieldErrors: {} });
  });

  it("keeps the server's message and field messages for a GraphQL error", async () => {
    const body = JSON.stringify({ data: null, errors: [{ message: 'Username is required', extensions: { code: 'BAD_USER_INPUT', errors: { username: 'Username is required' } } }] });
    const error = await loginFailure(answer(200, body, 'application/json'));
    expect(readGraphQLError(error)).to.deep.equal({ message: 'Username is required', code: 'BAD_USER_INPUT', fieldErrors: { username: 'Username is required' } });
  });
});
