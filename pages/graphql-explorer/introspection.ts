/**
 * Whether the server lets the explorer read its schema: a production server may switch
 * introspection off (GRAPHQL_INTROSPECTION), and then GraphiQL could neither document nor
 * complete anything; the page says so instead of failing silently.
 */
export type SchemaAccess = { state: 'checking' } | { state: 'open' } | { state: 'closed'; reason: string } | { state: 'unreachable' };

export const GRAPHQL_ENDPOINT = '/graphql';

interface GraphQLAnswer {
  data?: unknown;
  errors?: Array<{ message?: string }>;
}

/** A POST to the endpoint with the browser's session cookie (staff can run admin operations too). */
export async function postGraphQL(body: unknown): Promise<GraphQLAnswer> {
  const res = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as GraphQLAnswer;
}

export async function checkSchemaAccess(): Promise<SchemaAccess> {
  try {
    const answer = await postGraphQL({ query: '{ __schema { queryType { name } } }' });
    if (answer.data) return { state: 'open' };
    return { state: 'closed', reason: answer.errors?.[0]?.message ?? 'The server refused to describe its schema.' };
  } catch {
    return { state: 'unreachable' };
  }
}
