/**
 * The client-side auth check of every protected admin page (docs/product.md §2 and §4): "Loading..."
 * while the session query runs, "Redirecting to login..." when it says nobody is logged in. The
 * server-side guard (+guard.ts) has already turned away requests without a session cookie.
 */
import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { PERMISSION_NAMES, ROLE_LABELS } from '../../../src/shared/staff-roles.js';
import { SESSION_QUERY } from '../../_graphql/operations/session.operations.js';
import { ACCOUNT_PATH, DASHBOARD_PATH } from './admin-paths.js';
import { AdminBar } from './AdminBar.js';
import { currentPath, loginPathReturningTo } from './return-path.js';
import { screenPermission, ViewerProvider, viewerMay, type AdminViewer } from './viewer.js';

export function AdminGate({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext();
  const { data, loading, error, refetch } = useQuery(SESSION_QUERY);
  const authenticated = !!data?.session.isAuthenticated;
  const signedOut = !loading && !error && !authenticated;
  const user = data?.session.user;
  const viewer: AdminViewer | null = user ? { id: user.id, username: user.username, role: user.role, mustEnrol2fa: user.mustEnrol2fa } : null;
  // Administrators require 2FA and this member has none: the account screen is the only way on.
  const mustEnrol = !!viewer?.mustEnrol2fa && urlPathname !== ACCOUNT_PATH;

  useEffect(() => {
    if (signedOut) void navigate(loginPathReturningTo(currentPath()));
  }, [signedOut]);
  useEffect(() => {
    if (mustEnrol) void navigate(ACCOUNT_PATH);
  }, [mustEnrol]);

  if (loading) return <AdminStatus text="Loading..." />;
  if (error && !data) {
    return (
      <AdminStatus text="We could not check your session.">
        <button type="button" className="button is-small" onClick={() => void refetch()}>Try again</button>
      </AdminStatus>
    );
  }
  if (!authenticated || !viewer) return <AdminStatus text="Redirecting to login..." />;
  if (mustEnrol) return <AdminStatus text="Two-factor sign-in is required: taking you to your account..." />;
  const needed = screenPermission(urlPathname);
  return (
    <ViewerProvider value={viewer}>
      <AdminBar viewer={viewer} />
      {needed && !viewerMay(viewer, needed) ? (
        <div className="container admin-container admin-page">
          <h1 className="title is-3">Not available to your role</h1>
          <p className="notification is-warning is-light" role="alert">
            {ROLE_LABELS[viewer.role]}s cannot {PERMISSION_NAMES[needed]}: ask an administrator.
          </p>
          <a className="button" href={DASHBOARD_PATH}>Back to Admin</a>
        </div>
      ) : children}
    </ViewerProvider>
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
