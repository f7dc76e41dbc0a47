// https://vike.dev/Layout (nested inside the site's layout, which renders the header, footer and <Toaster/>)
import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { adminApolloClient } from '../_graphql/apollo-client.js';
import { AdminGate } from './_components/AdminGate.js';
import { INVITE_PATH, LOGIN_PATH, RESET_PASSWORD_PATH } from './_components/admin-paths.js';
import { currentPath, loginPathReturningTo } from './_components/return-path.js';
import { staffApiEvents } from './_components/staff-api.js';
// The whole global stylesheet in the head, before the admin's own: the public pages block only on
// its first-paint part and get the rest after their first paint, which here would come after the
// admin's rules and override them (pages/_components/layout/DeferredStylesheet.tsx).
import '../_styles/global.scss';
import './_components/admin.css';

// A session that ends while the tab is open (expiry, logout elsewhere) sends the admin to log in
// again, and back here afterwards: for GraphQL and the staff screens' REST calls alike.
const sessionEnded = () => void navigate(loginPathReturningTo(currentPath()));
staffApiEvents.onUnauthenticated = sessionEnded;

function client() {
  return adminApolloClient({ onUnauthenticated: sessionEnded });
}

/** Pages for people without a session: no session check in front of them. */
const OPEN_PATHS = new Set([LOGIN_PATH, INVITE_PATH, RESET_PASSWORD_PATH]);

export default function AdminLayout({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext();
  return (
    <ApolloProvider client={client()}>
      <div className="admin-area">
        {OPEN_PATHS.has(urlPathname) ? children : <AdminGate>{children}</AdminGate>}
      </div>
    </ApolloProvider>
  );
}
