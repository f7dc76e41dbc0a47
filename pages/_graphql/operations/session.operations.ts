/** The admin session: who is logged in, log in, log out (same cookie as the REST API). */
import { graphql } from '../generated/gql.js';
import type { AdminSessionQuery, AdminLoginMutationVariables } from '../generated/graphql.js';

export type SessionData = AdminSessionQuery;
export type LoginVariables = AdminLoginMutationVariables;

export const SESSION_QUERY = graphql(`
  query AdminSession {
    session {
      isAuthenticated
      user {
        id
        username
        role
        mustEnrol2fa
      }
    }
  }
`);

export const LOGIN_MUTATION = graphql(`
  mutation AdminLogin($input: LoginInput!) {
    login(input: $input) {
      id
      username
    }
  }
`);

export const LOGOUT_MUTATION = graphql(`
  mutation AdminLogout {
    logout
  }
`);
