/**
 * Content API keys for staff (issue 11): list, create (the token comes back this once), revoke.
 * The types come from the schema (pages/_graphql/generated, `npm run codegen`).
 */
import { graphql } from '../generated/gql.js';
import type { ApiKeysQuery } from '../generated/graphql.js';

export type ApiKeyRow = ApiKeysQuery['apiKeys'][number];
export type { ApiKeyScope } from '../generated/graphql.js';

graphql(`
  fragment ApiKeyFields on ApiKey {
    id
    name
    scope
    prefix
    createdAt
    createdBy
    allowedOrigins
    lastUsedAt
    revokedAt
  }
`);

export const API_KEYS_QUERY = graphql(`
  query ApiKeys {
    apiKeys {
      ...ApiKeyFields
    }
  }
`);

export const CREATE_API_KEY_MUTATION = graphql(`
  mutation CreateApiKey($input: ApiKeyInput!) {
    createApiKey(input: $input) {
      token
      key {
        ...ApiKeyFields
      }
    }
  }
`);

export const REVOKE_API_KEY_MUTATION = graphql(`
  mutation RevokeApiKey($id: Int!) {
    revokeApiKey(id: $id) {
      ...ApiKeyFields
    }
  }
`);
