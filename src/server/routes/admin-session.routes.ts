/** The three admin paths that work without a session: session check, login and logout. */
import { Router } from 'express';
import type { Services } from '../../services/index.js';
import { SESSION_COOKIE } from '../middleware/session.js';
import { logIn, logOut, sessionState } from '../session-auth.js';

export function adminSessionRoutes(services: Services): Router {
  const router = Router();

  router.get('/session', async (req, res) => {
    res.json(await sessionState(req, services));
  });

  router.post('/login', async (req, res) => {
    const user = await logIn(req, services, req.body);
    res.json({ user: { id: user.id, username: user.username } });
  });

  router.post('/logout', async (req, res) => {
    await logOut(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.json({ success: true });
  });

  return router;
}
