/** Staff, invitations and the audit log (issue 24); mounted behind authorize (administrators). */
import { Router } from 'express';
import type { Services } from '../../services/index.js';
import { sessionHandle } from '../session-handle.js';

export function adminStaffRoutes(services: Services): Router {
  const router = Router();

  router.get('/staff', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ ...(await services.staff.list()), require2fa: await services.staffSettings.require2fa() });
  });

  router.put('/staff/settings', async (req, res) => {
    res.json({ require2fa: await services.staff.setRequire2fa((req.body as { require2fa?: unknown } | undefined)?.require2fa) });
  });

  router.post('/staff/invitations', async (req, res) => {
    res.status(201).json({ invitation: await services.staff.invite(req.viewer, req.body) });
  });

  router.post('/staff/invitations/:id/resend', async (req, res) => {
    res.json({ invitation: await services.staff.resend(req.viewer, req.params.id) });
  });

  router.delete('/staff/invitations/:id', async (req, res) => {
    res.json({ success: true, ...(await services.staff.revoke(req.params.id)) });
  });

  router.put('/staff/:id/role', async (req, res) => {
    res.json({ member: await services.staff.changeRole(req.params.id, req.body) });
  });

  router.post('/staff/:id/suspend', async (req, res) => {
    res.json({ member: await services.staff.setSuspended(req.params.id, true) });
  });

  router.post('/staff/:id/unsuspend', async (req, res) => {
    res.json({ member: await services.staff.setSuspended(req.params.id, false) });
  });

  router.delete('/staff/:id', async (req, res) => {
    res.json({ success: true, ...(await services.staff.remove(req.params.id)) });
  });

  router.delete('/staff/:id/totp', async (req, res) => {
    const member = await services.staff.member(req.params.id);
    await services.totp.reset(member.id);
    res.json({ member: await services.staff.member(member.id) });
  });

  router.get('/staff/:id/sessions', async (req, res) => {
    const member = await services.staff.member(req.params.id);
    res.set('Cache-Control', 'no-store').json({ sessions: await services.sessions.list(req.viewer, member.id) });
  });

  router.delete('/staff/:id/sessions', async (req, res) => {
    const member = await services.staff.member(req.params.id);
    res.json(await services.sessions.end(req.viewer, { userId: member.id }));
  });

  router.get('/audit-log', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await services.audit.list(req.query));
  });

  router.get('/audit-log.csv', async (req, res) => {
    res.set('Cache-Control', 'no-store').type('text/csv; charset=utf-8')
      .attachment(`audit-log-${new Date().toISOString().slice(0, 10)}.csv`).send(await services.audit.csv(req.query));
  });

  return router;
}

/** The signed-in member's own account: profile, 2FA, sessions. */
export function adminAccountRoutes(services: Services): Router {
  const router = Router();

  router.get('/me', async (req, res) => {
    const viewer = req.viewer as Extract<typeof req.viewer, { kind: 'session' }>;
    res.set('Cache-Control', 'private, no-store').json({ member: await services.staff.member(viewer.user.id), mustEnrol2fa: !!viewer.mustEnrol2fa });
  });

  router.put('/me', async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json({ member: await services.staff.updateProfile(req.viewer, req.body) });
  });

  router.put('/me/password', async (req, res) => {
    res.json({ success: true, ...(await services.staff.changePassword(req.viewer, req.body)) });
  });

  router.post('/me/totp', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await services.totp.begin(req.viewer));
  });

  router.post('/me/totp/confirm', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await services.totp.confirm(req.viewer, req.body));
  });

  router.delete('/me/totp', async (req, res) => {
    const viewer = req.viewer as Extract<typeof req.viewer, { kind: 'session' }>;
    await services.totp.reset(viewer.user.id);
    res.json({ success: true });
  });

  router.get('/me/sessions', async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json({ sessions: await services.sessions.list(req.viewer) });
  });

  /** Ends every other session of mine. */
  router.delete('/me/sessions', async (req, res) => {
    res.json(await services.sessions.end(req.viewer, {}));
  });

  router.delete('/me/sessions/:sessionId', async (req, res) => {
    res.json(await services.sessions.end(req.viewer, { id: req.params.sessionId }));
  });

  return router;
}

/** The staff paths that work without a session: accepting an invitation, password reset. */
export function staffPublicRoutes(services: Services): Router {
  const router = Router();

  router.post('/staff/invitations/accept', async (req, res) => {
    const user = await services.staff.accept(req.body);
    res.status(201).json({ user: await services.sessions.signIn(sessionHandle(req, res), user, 'invitation accepted') });
  });

  router.post('/password-reset', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await services.passwordResets.request(req.body, req.ip));
  });

  router.post('/password-reset/confirm', async (req, res) => {
    await services.passwordResets.confirm(req.body);
    res.json({ success: true, message: 'Your password is set. Sign in with it now.' });
  });

  return router;
}
