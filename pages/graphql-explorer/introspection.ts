/**
 * Where the explorer gets the schema for its docs, checks and completion: the SDL the server
 * serves at /graphql/schema.graphql (issue 23), in production too, where introspection may be off
 * (GRAPHQL_INTROSPECTION). With the session cookie staff get the whole schema, everyone else the
 * public part. When it cannot be read the page says so; queries still run.
 */
import { buildSchema, type GraphQLSchema } from 'graphql';

export type SchemaAccess = { state: 'checking' } | { state: 'open'; schema: GraphQLSchema } | { state: 'closed'; reason: string } | { state: 'unreachable' };

export const GRAPHQL_ENDPOINT = '/graphql';
export const SCHEMA_URL = '/graphql/schema.graphql';

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
  let res: Response;
  try {
    res = await fetch(SCHEMA_URL, { credentials: 'same-origin', headers: { Accept: 'application/graphql, text/plain' } });
  } catch {
    return { state: 'unreachable' };
  }
  if (!res.ok) return { state: 'closed', reason: `${SCHEMA_URL} answered ${res.status}` };
  try {
    return { state: 'open', schema: buildSchema(await res.text()) };
  } catch (error) {
    return { state: 'closed', reason: error instanceof Error ? error.message : 'The schema could not be read.' };
  }
}
