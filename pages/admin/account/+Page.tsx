// https://vike.dev/Page — /admin/account (issue 24): one's own details, password, two-factor sign-in and signed-in devices.
import { useApolloClient } from '@apollo/client/react';
import { ROLE_LABELS } from '../../../src/shared/staff-roles.js';
import { PasswordForm } from '../_components/staff/PasswordForm.js';
import { ProfileForm } from '../_components/staff/ProfileForm.js';
import { SessionsList } from '../_components/staff/SessionsList.js';
import type { StaffMember, StaffSessionRow } from '../_components/staff/staff-types.js';
import { TwoFactorPanel } from '../_components/staff/TwoFactorPanel.js';
import { useStaffData } from '../_components/staff/use-staff-data.js';
import '../_components/staff/staff.css';
import { AdminBackButton } from '../_components/AdminBackButton.js';

function LoadFailed({ what, error, retry }: { what: string; error: string; retry: () => void }) {
  return (
    <div className="notification is-danger is-light" role="alert">
      Failed to load {what} ({error}). <button type="button" className="button is-small" onClick={retry}>Try again</button>
    </div>
  );
}

export default function Page() {
  const client = useApolloClient();
  const me = useStaffData<{ member: StaffMember; mustEnrol2fa: boolean }>('/api/admin/me');
  const sessions = useStaffData<{ sessions: StaffSessionRow[] }>('/api/admin/me/sessions');
  const member = me.data?.member;

  /** After a 2FA change the session's "must enrol" may change: the admin bar and the other screens read it again. */
  const twoFactorChanged = async () => {
    await me.reload();
    await client.refetchQueries({ include: ['AdminSession'] });
  };

  return (
    <div className="container admin-container admin-page">
      {me.data?.mustEnrol2fa ? null : <AdminBackButton />}
      <header className="admin-page-header">
        <div>
          <h1 className="title is-3">Your account</h1>
          {member ? <p className="admin-muted">{member.username} · {ROLE_LABELS[member.role]}</p> : null}
        </div>
      </header>

      {me.data?.mustEnrol2fa ? (
        <div className="notification is-warning is-light" role="alert">
          Two-factor sign-in is required for every staff member: set it up below to continue to the rest of the admin.
        </div>
      ) : null}
      {me.loading && !me.data ? <p role="status" className="admin-muted">Loading your account...</p> : null}
      {me.error && !me.data ? <LoadFailed what="your account" error={me.error} retry={() => void me.reload()} /> : null}

      {member ? (
        <>
          <section className="box account-section" aria-labelledby="two-factor-title">
            <h2 id="two-factor-title" className="title is-5">Two-factor sign-in</h2>
            <TwoFactorPanel enabled={member.twoFactor} onChanged={twoFactorChanged} />
          </section>
          <section className="box account-section" aria-labelledby="details-title">
            <h2 id="details-title" className="title is-5">Your details</h2>
            <ProfileForm member={member} onSaved={me.reload} />
          </section>
          <section className="box account-section" aria-labelledby="password-title">
            <h2 id="password-title" className="title is-5">Change password</h2>
            <PasswordForm onChanged={sessions.reload} />
          </section>
        </>
      ) : null}

      <section className="box account-section" aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="title is-5">Signed-in devices</h2>
        {sessions.loading && !sessions.data ? <p role="status" className="admin-muted">Loading your sessions...</p> : null}
        {sessions.error && !sessions.data ? <LoadFailed what="your sessions" error={sessions.error} retry={() => void sessions.reload()} /> : null}
        {sessions.data ? <SessionsList sessions={sessions.data.sessions} onChanged={sessions.reload} /> : null}
      </section>
    </div>
  );
}
