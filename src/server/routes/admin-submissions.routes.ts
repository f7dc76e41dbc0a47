/**
 * The submissions inbox over REST (issue 20, item 9), beside the GraphQL operations: the kinds
 * with their counts and the e-mail provider's status, one kind's page (search, inbox state,
 * delivery status, page), one submission, its state and note (PATCH), bulk state changes, a
 * retry of a failed delivery, deletion (with a reason: erasure requests are recorded as such) and
 * the CSV export. Every answer is personal data: never stored by any cache. Behind authorize
 * (src/server/middleware/authorize.ts: the 'submissions' permission).
 */
import { Router } from 'express';
import type { Services } from '../../services/index.js';

export function adminSubmissionRoutes(services: Services): Router {
  const router = Router();
  router.use('/submissions', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/submissions', async (_req, res) => {
    const [kinds, provider] = await Promise.all([services.submissions.summaries(), services.emailProvider.status()]);
    res.json({ kinds, provider });
  });

  router.get('/submissions/:kind', async (req, res) => {
    const { search, state, status, page, pageSize } = req.query;
    res.json(await services.submissions.list({ kind: req.params.kind, search, state, status, page, pageSize }));
  });

  router.get('/submissions/:kind/export.csv', async (req, res) => {
    const { search, state, status } = req.query;
    const csv = await services.submissions.csv({ kind: req.params.kind, search, state, status });
    res.type('text/csv; charset=utf-8').attachment(`submissions-${req.params.kind.replace(/_/g, '-')}-${new Date().toISOString().slice(0, 10)}.csv`).send(csv);
  });

  // Bulk changes: { ids: [..], state: "handled" } moves them; the answer lists them as they are now.
  router.post('/submissions/:kind/state', async (req, res) => {
    res.json({ items: await services.submissions.setState(req.params.kind, req.body?.ids, req.body?.state) });
  });

  // Bulk deletion: { ids: [..], reason: "erasure" | "other" }.
  router.post('/submissions/:kind/delete', async (req, res) => {
    res.json(await services.submissions.delete(req.params.kind, req.body?.ids, req.body?.reason));
  });

  router.get('/submissions/:kind/:id', async (req, res) => {
    res.json({ submission: await services.submissions.get(req.params.kind, req.params.id) });
  });

  // { state?, note? }: either or both.
  router.patch('/submissions/:kind/:id', async (req, res) => {
    res.json({ submission: await services.submissions.change(req.params.kind, req.params.id, req.body) });
  });

  router.post('/submissions/:kind/:id/retry', async (req, res) => {
    res.json({ submission: await services.submissions.retry(req.params.kind, req.params.id) });
  });

  // ?reason=erasure|other (or the same in a JSON body).
  router.delete('/submissions/:kind/:id', async (req, res) => {
    res.json(await services.submissions.delete(req.params.kind, [req.params.id], req.body?.reason ?? req.query.reason));
  });

  return router;
}
