/**
 * The public forms posted without JavaScript (src/shared/forms/form-post.ts): an HTML form posts
 * to the page it sits on, naming its kind in `_form`. It is validated and stored by the same
 * service call as POST /api/klaviyo/<path> (the same rate limit counts it), and answered with HTML:
 * a success with 303 to the page and `?sent=<path>`; a failure with the page itself (through the
 * page handler, which reads `res.locals.formPost`), showing the messages and the values kept.
 * Any other POST passes on untouched. These are state-changing requests: an origin check in
 * front of them must let same-origin form posts through.
 */
import express, { Router, type RequestHandler } from 'express';
import type { Logger } from '../../config/logger.js';
import { RateLimitedError, ValidationError, type Services } from '../../services/index.js';
import { FORM_KIND_FIELD, SENT_PARAM, formAtPath, postedValues, type PostedForm } from '../../shared/forms/index.js';

const FAILURE_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

export interface FormPostOptions {
  services: Services;
  logger: Logger;
}

export function formPostRoutes({ services, logger }: FormPostOptions): Router {
  const router = Router();
  const posts: RequestHandler = (req, _res, next) => next(req.method === 'POST' && req.is('application/x-www-form-urlencoded') ? undefined : 'router');
  const formBody = express.urlencoded({ extended: false, limit: '100kb' });
  const ours: RequestHandler = (req, _res, next) => {
    const path = (req.body as Record<string, unknown> | undefined)?.[FORM_KIND_FIELD];
    next(typeof path === 'string' && formAtPath(path) ? undefined : 'router');
  };

  router.use(posts, formBody, ours, async (req, res, next) => {
    const body = req.body as Record<string, unknown>;
    const form = formAtPath(body[FORM_KIND_FIELD] as string)!;
    // The page the form sits on, as a path of this site (never "//elsewhere").
    const page = `/${req.path.replace(/^\/+/, '')}`;
    const answer = (status: number, message: string, errors: Record<string, string> = {}) => {
      const formPost: PostedForm = { kind: form.kind, values: postedValues(form, body), errors, message, status };
      res.locals.formPost = formPost;
      next();
    };
    try {
      await services.forms.submit(form.kind, body, { clientIp: req.ip });
    } catch (error) {
      if (error instanceof ValidationError) return answer(400, error.message, error.errors);
      if (error instanceof RateLimitedError) {
        res.set('Retry-After', String(error.retryAfterSeconds));
        return answer(429, error.message);
      }
      logger.error({ event: 'form_post.error', err: error, kind: form.kind }, 'form post failed');
      return answer(500, FAILURE_MESSAGE);
    }
    res.redirect(303, `${page}?${SENT_PARAM}=${encodeURIComponent(form.path)}`);
  });
  return router;
}
