/** The account screen's signed-in devices: browser, address, signed in, last seen; "End session" for each other one, or all of them. */
import { useState } from 'react';
import { toast } from '../../../_components/toast/use-toast.js';
import { staffErrorText, staffRequest } from '../staff-api.js';
import { When } from './FormField.js';
import type { StaffSessionRow } from './staff-types.js';

/** "Firefox on Windows" from a User-Agent (enough to recognise one's own devices). */
export function browserName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /OPR\//.test(userAgent) ? 'Opera' : /Firefox\//.test(userAgent) ? 'Firefox'
    : /Chrom(e|ium)\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : null;
  const system = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Windows/.test(userAgent) ? 'Windows'
    : /Mac OS X|Macintosh/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : null;
  if (!browser) return userAgent.slice(0, 60);
  return system ? `${browser} on ${system}` : browser;
}

export function SessionsList({ sessions, onChanged }: { sessions: StaffSessionRow[]; onChanged: () => Promise<void> }) {
  const [busy, setBusy] = useState<string | null>(null);
  const others = sessions.filter((session) => !session.current);

  const end = async (id: string | null) => {
    setBusy(id ?? 'all');
    try {
      const { ended } = await staffRequest<{ ended: number }>('DELETE', id ? `/api/admin/me/sessions/${id}` : '/api/admin/me/sessions');
      toast({ title: 'Signed out', description: id ? 'That device is signed out.' : `${ended} other device(s) signed out.` });
    } catch (error) {
      toast({ title: 'Not changed', description: staffErrorText(error, 'The session was not ended'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
    await onChanged();
  };

  return (
    <>
      <ul className="account-session-list" aria-label="Signed-in devices">
        {sessions.map((session) => (
          <li key={session.id} className="account-session" data-testid="session-row">
            <div className="account-session-what">
              <strong>{browserName(session.userAgent)}</strong>
              {session.current ? <span className="tag is-info is-light">This device</span> : null}
              <div className="admin-muted">
                {session.ip ?? 'Unknown address'} · signed in <When value={session.createdAt} none="—" /> · last seen <When value={session.lastSeenAt} none="—" />
              </div>
            </div>
            {session.current ? null : (
              <button type="button" className="button is-small is-danger is-outlined" onClick={() => void end(session.id)} disabled={!!busy}
                aria-label={`End session: ${browserName(session.userAgent)} at ${session.ip ?? 'unknown address'}`}>
                {busy === session.id ? 'Ending...' : 'End session'}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length ? (
        <button type="button" className="button is-danger is-light account-end-all" onClick={() => void end(null)} disabled={!!busy}>
          {busy === 'all' ? 'Ending...' : 'End every other session'}
        </button>
      ) : <p className="admin-muted">No other device is signed in.</p>}
    </>
  );
}
