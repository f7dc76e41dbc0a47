// https://vike.dev/Page — /admin/staff (issue 24): members and their roles, invitations, suspending and removing (administrators).
import { useState } from 'react';
import { ROLE_LABELS, type StaffRole } from '../../../src/shared/staff-roles.js';
import { toast } from '../../_components/toast/use-toast.js';
import { ConfirmDialog } from '../_components/ConfirmDialog.js';
import { staffErrorText, staffRequest } from '../_components/staff-api.js';
import { InvitationsTable } from '../_components/staff/InvitationsTable.js';
import { InviteForm } from '../_components/staff/InviteForm.js';
import { MembersTable, type MemberAction } from '../_components/staff/MembersTable.js';
import { RoleDialog } from '../_components/staff/RoleDialog.js';
import type { Invitation, StaffList, StaffMember } from '../_components/staff/staff-types.js';
import { useStaffData } from '../_components/staff/use-staff-data.js';
import { useViewer } from '../_components/viewer.js';
import '../_components/staff/staff.css';
import { AdminBackButton } from '../_components/AdminBackButton.js';

interface Pending {
  action: Exclude<MemberAction, 'role'>;
  member: StaffMember;
}

const CONFIRM: Record<Pending['action'], { title: (who: string) => string; description: (who: string) => string; label: string; busy: string; tone: 'danger' | 'primary' }> = {
  suspend: { title: (who) => `Suspend ${who}?`, description: (who) => `${who} is signed out everywhere at once and cannot sign in until reactivated.`, label: 'Suspend', busy: 'Suspending...', tone: 'danger' },
  unsuspend: { title: (who) => `Reactivate ${who}?`, description: (who) => `${who} may sign in again with their password.`, label: 'Reactivate', busy: 'Reactivating...', tone: 'primary' },
  remove: { title: (who) => `Remove ${who}?`, description: (who) => `${who}'s account is deleted and every session of it ends. Their posts stay. This cannot be undone.`, label: 'Remove', busy: 'Removing...', tone: 'danger' },
  reset2fa: { title: (who) => `Reset two-factor sign-in of ${who}?`, description: (who) => `${who} signs in with the password alone until they set it up again.`, label: 'Reset 2FA', busy: 'Resetting...', tone: 'danger' },
};

const DONE: Record<Pending['action'], (who: string) => string> = {
  suspend: (who) => `${who} is suspended and signed out.`,
  unsuspend: (who) => `${who} may sign in again.`,
  remove: (who) => `${who} was removed.`,
  reset2fa: (who) => `Two-factor sign-in of ${who} was reset.`,
};

function memberPath(member: StaffMember, action: Pending['action']): { method: 'POST' | 'DELETE'; path: string } {
  const base = `/api/admin/staff/${member.id}`;
  if (action === 'remove') return { method: 'DELETE', path: base };
  if (action === 'reset2fa') return { method: 'DELETE', path: `${base}/totp` };
  return { method: 'POST', path: `${base}/${action}` };
}

export default function Page() {
  const viewer = useViewer();
  const { data, loading, error, reload } = useStaffData<StaffList>('/api/admin/staff');
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState<Pending | null>(null);
  const [roleOf, setRoleOf] = useState<StaffMember | null>(null);
  const [busy, setBusy] = useState(false);
  const [invitationBusy, setInvitationBusy] = useState<number | null>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  /** Runs a change; a refusal (such as the last administrator's) is shown above the list, and the list is read again. */
  const change = async (run: () => Promise<unknown>, done: string, failed: string): Promise<void> => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await run();
      toast({ title: 'Success', description: done });
    } catch (failure) {
      const message = staffErrorText(failure, failed);
      setRefusal(message);
      toast({ title: 'Not changed', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
    await reload();
  };

  const onAction = (action: MemberAction, member: StaffMember) => {
    if (action === 'role') setRoleOf(member);
    else setPending({ action, member });
  };

  const confirm = async () => {
    if (!pending) return;
    const { action, member } = pending;
    const who = member.name || member.username;
    const { method, path } = memberPath(member, action);
    await change(() => staffRequest(method, path), DONE[action](who), 'The change failed');
    setPending(null);
  };

  const saveRole = async (role: StaffRole) => {
    if (!roleOf) return;
    const who = roleOf.name || roleOf.username;
    await change(() => staffRequest('PUT', `/api/admin/staff/${roleOf.id}/role`, { role }), `${who} is now ${/^[AEIOU]/.test(ROLE_LABELS[role]) ? 'an' : 'a'} ${ROLE_LABELS[role]}.`, 'The role was not changed');
    setRoleOf(null);
  };

  const resend = async (invitation: Invitation) => {
    setInvitationBusy(invitation.id);
    await change(() => staffRequest('POST', `/api/admin/staff/invitations/${invitation.id}/resend`), `A new link was sent to ${invitation.email}; the old one no longer works.`, 'The invitation was not sent');
    setInvitationBusy(null);
  };

  const revoke = async () => {
    if (!revoking) return;
    await change(() => staffRequest('DELETE', `/api/admin/staff/invitations/${revoking.id}`), `The invitation to ${revoking.email} was withdrawn.`, 'The invitation was not withdrawn');
    setRevoking(null);
  };

  const setRequire2fa = (value: boolean) => change(
    () => staffRequest('PUT', '/api/admin/staff/settings', { require2fa: value }),
    value ? 'Every staff member now needs two-factor sign-in.' : 'Two-factor sign-in is no longer required.',
    'The setting was not changed',
  );

  const confirmText = pending ? CONFIRM[pending.action] : null;
  const who = pending ? pending.member.name || pending.member.username : '';

  return (
    <div className="container admin-container admin-page">
      <AdminBackButton />
      <header className="admin-page-header">
        <div>
          <h1 className="title is-3">Staff</h1>
          <p className="admin-muted">Who may sign in to the admin, and what each role may do. Invite colleagues by e-mail.</p>
        </div>
      </header>

      <section className="box staff-invite" aria-labelledby="invite-title">
        <h2 id="invite-title" className="title is-5">Invite a colleague</h2>
        <InviteForm onInvited={async (email) => {
          toast({ title: 'Invitation sent', description: `${email} will get a link to join.` });
          await reload();
        }} />
      </section>

      {refusal ? (
        <div className="notification is-danger is-light staff-refusal" role="alert">
          <button type="button" className="delete" aria-label="Dismiss" onClick={() => setRefusal(undefined)} />
          {refusal}
        </div>
      ) : null}

      <section aria-labelledby="members-title" className="staff-section">
        <h2 id="members-title" className="title is-5">Members</h2>
        {loading && !data ? <p role="status" className="admin-muted">Loading staff...</p> : null}
        {error && !data ? (
          <div className="notification is-danger is-light" role="alert">
            Failed to load the staff list ({error}). <button type="button" className="button is-small" onClick={() => void reload()}>Try again</button>
          </div>
        ) : null}
        {data ? <MembersTable members={data.members} selfId={viewer?.id ?? 0} onAction={onAction} /> : null}
      </section>

      <section aria-labelledby="invitations-title" className="staff-section">
        <h2 id="invitations-title" className="title is-5">Pending invitations</h2>
        {data && data.invitations.length === 0 ? <p className="admin-empty">No pending invitations.</p> : null}
        {data?.invitations.length ? (
          <InvitationsTable invitations={data.invitations} busyId={invitationBusy} onResend={(item) => void resend(item)} onRevoke={setRevoking} />
        ) : null}
      </section>

      {data ? (
        <section aria-labelledby="security-title" className="box staff-section">
          <h2 id="security-title" className="title is-5">Sign-in security</h2>
          <label className="checkbox">
            <input type="checkbox" checked={data.require2fa} disabled={busy} onChange={(event) => void setRequire2fa(event.target.checked)} />
            {' '}Require two-factor sign-in for every staff member
          </label>
          <p className="help">Members without it are sent to set it up at their next request and can do nothing else until they have.</p>
        </section>
      ) : null}

      <RoleDialog member={roleOf} pending={busy} onSave={(role) => void saveRole(role)} onCancel={() => setRoleOf(null)} />
      <ConfirmDialog
        open={!!pending}
        title={confirmText ? confirmText.title(who) : ''}
        description={confirmText ? confirmText.description(who) : ''}
        confirmLabel={confirmText?.label ?? ''}
        pendingLabel={confirmText?.busy ?? ''}
        tone={confirmText?.tone}
        pending={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={!!revoking}
        title="Withdraw this invitation?"
        description={revoking ? `The link sent to ${revoking.email} stops working at once.` : ''}
        confirmLabel="Withdraw"
        pendingLabel="Withdrawing..."
        pending={busy}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      />
    </div>
  );
}
