/**
 * The admin screens' Apollo Client: one per browser tab, talking to /graphql on the same origin
 * with the session cookie. Browser-safe: no type-graphql or server import may enter this folder.
 * Defaults follow docs/product.md §9: no retries (Apollo has none unless a RetryLink is added), no
 * polling, no refetch on window focus, cached data never stale.
 */
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';

export interface AdminApolloOptions {
  uri?: string;
  /** Called when the server says the session is gone (expired or logged out in another tab). */
  onUnauthenticated?: () => void;
  /** The browser's fetch by default; tests outside a browser pass one that keeps cookies. */
  fetch?: typeof fetch;
}

/** A failed login also answers UNAUTHENTICATED: that one is the login form's business. */
const LOGIN_OPERATION = 'AdminLogin';

export function createAdminApolloClient({ uri = '/graphql', onUnauthenticated, fetch }: AdminApolloOptions = {}): ApolloClient {
  const sessionLost = new ErrorLink(({ error, operation }) => {
    if (!onUnauthenticated || operation.operationName === LOGIN_OPERATION) return;
    if (CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED')) {
      onUnauthenticated();
    }
  });
  return new ApolloClient({
    link: ApolloLink.from([sessionLost, new HttpLink({ uri, credentials: 'same-origin', fetch })]),
    cache: new InMemoryCache(),
    // Apollo's defaults already match: cache-first, errors reject (errorPolicy none).
  });
}

let browserClient: ApolloClient | undefined;

/** The tab's shared client, created on first use (admin pages render only in the browser). */
export function adminApolloClient(options: AdminApolloOptions = {}): ApolloClient {
  browserClient ??= createAdminApolloClient(options);
  return browserClient;
}
