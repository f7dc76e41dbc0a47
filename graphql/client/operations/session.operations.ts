/** The admin session: who is logged in, log in, log out (same cookie as the REST API). */
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SessionData {
  session: { isAuthenticated: boolean; user: { id: number; username: string } | null };
}

export const SESSION_QUERY: TypedDocumentNode<SessionData, Record<string, never>> = gql`
  query AdminSession {
    session {
      isAuthenticated
      user {
        id
        username
      }
    }
  }
`;

export interface LoginVariables {
  input: { username: string; password: string };
}

export const LOGIN_MUTATION: TypedDocumentNode<{ login: { id: number; username: string } }, LoginVariables> = gql`
  mutation AdminLogin($input: LoginInput!) {
    login(input: $input) {
      id
      username
    }
  }
`;

export const LOGOUT_MUTATION: TypedDocumentNode<{ logout: boolean }, Record<string, never>> = gql`
  mutation AdminLogout {
    logout
  }
`;
