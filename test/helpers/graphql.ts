import type { Test } from 'supertest';

/** POSTs a GraphQL operation as a JSON client does; pass request(app) or a logged-in agent. */
export function gql(client: { post(url: string): Test }, query: string, variables: Record<string, unknown> = {}): Test {
  return client.post('/graphql').set('Content-Type', 'application/json').send({ query, variables });
}
