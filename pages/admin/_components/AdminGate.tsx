/**
 * The client-side auth check of every protected admin page (docs/product.md §2 and §4): "Loading..."
 * while the session query runs, "Redirecting to login..." when it says nobody is logged in. The
 * server-side guard (+guard.ts) has already turned away requests without a session cookie.
 */
import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { navigate } from 'vike/client/router';
import { SESSION_QUERY } from '../../_graphql/operations/session.operations.js';
import { AdminBar } from './AdminBar.js';
import { currentPath, loginPathReturningTo } from './return-path.js';

export function AdminGate({ children }: { children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(SESSION_QUERY);
  const authenticated = !!data?.session.isAuthenticated;
  const signedOut = !loading && !error && !authenticated;

  useEffect(() => {
    if (signedOut) void navigate(loginPathReturningTo(currentPath()));
  }, [signedOut]);

  if (loading) return <AdminStatus text="Loading..." />;
  if (error && !data) {
    return (
      <AdminStatus text="We could not check your session.">
        <button type="button" className="button is-small" onClick={() => void refetch()}>Try again</button>
      </AdminStatus>
    );
  }
  if (!authenticated) return <AdminStatus text="Redirecting to login..." />;
  return (
    <>
      <AdminBar username={data?.session.user?.username ?? ''} />
      {children}
    </>
  );
}

function AdminStatus({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="admin-status" role="status">
      <p>{text}</p>
      {children}
    </div>
  );
}
