/** The three admin paths that work without a session: session check, login and logout. */
import { Router } from 'express';
import type { Services } from '../../services/index.js';
import type { Logger } from '../../config/logger.js';
import { logLogin } from '../observability/security-log.js';
import { sessionHandle } from '../session-handle.js';

export function adminSessionRoutes(services: Services, logger: Logger): Router {
  const router = Router();

  router.get('/session', (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(services.sessions.state(req.viewer));
  });

  router.post('/login', async (req, res) => {
    const user = await services.sessions.logIn(sessionHandle(req, res), req.body);
    logLogin(req, logger, user.username);
    res.json({ user });
  });

  router.post('/logout', async (req, res) => {
    await services.sessions.logOut(sessionHandle(req, res), req.viewer);
    res.json({ success: true });
  });

  return router;
}
