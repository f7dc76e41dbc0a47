/**
 * The public forms (docs/product.md §7): POST /api/klaviyo/<path> for every declared kind
 * (src/shared/forms). Each answers { success: true } once the submission is stored; forwarding
 * to the e-mail provider happens afterwards, never inline.
 */
import { Router } from 'express';
import type { Services } from '../../services/index.js';
import { FORM_KINDS } from '../../shared/forms/index.js';

export function formRoutes(services: Services): Router {
  const router = Router();
  for (const form of FORM_KINDS) {
    router.post(`/${form.path}`, async (req, res) => {
      res.json(await services.forms.submit(form.kind, req.body, { clientIp: req.ip }));
    });
  }
  return router;
}
