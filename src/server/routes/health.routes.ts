/** GET /health: the database answers, plus any figures other parts report (outbox backlog). */
import { Router } from 'express';
import type { Sequelize } from 'sequelize-typescript';

export type HealthProbe = () => Promise<Record<string, unknown>>;

export function healthRoutes(sequelize: Sequelize, probes: HealthProbe[]): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    try {
      await sequelize.query('SELECT 1');
      const figures = await Promise.all(probes.map((probe) => probe()));
      res.set('Cache-Control', 'no-store').json(Object.assign({ status: 'ok', database: 'ok' }, ...figures));
    } catch {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'unavailable', database: 'unreachable' });
    }
  });
  return router;
}
