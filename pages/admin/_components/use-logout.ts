/** Logging out (docs/product.md §4 and §8): the session ends, the cache is emptied, then the login page. */
import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { navigate } from 'vike/client/router';
import { LOGOUT_MUTATION } from '../../_graphql/operations/session.operations.js';
import { toast } from '../../_components/toast/use-toast.js';
import { LOGIN_PATH } from './admin-paths.js';

export function useLogout() {
  const client = useApolloClient();
  const [logoutMutation] = useMutation(LOGOUT_MUTATION);
  const [pending, setPending] = useState(false);

  const logout = async () => {
    setPending(true);
    try {
      await logoutMutation();
    } catch {
      setPending(false);
      toast({ title: 'Error', description: 'Failed to logout', variant: 'destructive' });
      return;
    }
    await navigate(LOGIN_PATH);
    // After leaving the protected pages, so none of them refetches on an empty cache.
    await client.clearStore();
    setPending(false);
    toast({ title: 'Logged out', description: 'You have been logged out successfully' });
  };
  return { logout, pending };
}
