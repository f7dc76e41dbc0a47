/** Every REST path of docs/product.md §7, under /api. */
import { Router } from 'express';
import type { Logger } from '../../config/logger.js';
import type { Services } from '../../services/index.js';
import type { CachePolicy } from '../http-cache/cache-policy.js';
import { apiNotFound } from '../middleware/error-handler.js';
import { authorize } from '../middleware/authorize.js';
import { adminCategoryRoutes } from './admin-categories.routes.js';
import { adminMediaRoutes } from './admin-media.routes.js';
import { adminPostRoutes } from './admin-posts.routes.js';
import { adminSessionRoutes } from './admin-session.routes.js';
import { adminSubmissionRoutes } from './admin-submissions.routes.js';
import { adminWebhookRoutes } from './admin-webhooks.routes.js';
import { adminAccountRoutes, adminStaffRoutes, staffPublicRoutes } from './admin-staff.routes.js';
import { blogRoutes } from './blog.routes.js';
import { changesRoutes } from './changes.routes.js';
import { previewLinkRoutes } from './preview-links.routes.js';
import { formRoutes } from './forms.routes.js';

/** Everything under /api/admin that needs a session; the auth test walks this router. */
export function protectedAdminRouter(services: Services): Router {
  const router = Router();
  // Who may do what: decided once, here, for every route below (src/server/middleware/authorize.ts).
  router.use(authorize(services));
  router.use(adminPostRoutes(services));
  router.use(adminCategoryRoutes(services));
  router.use(adminWebhookRoutes(services));
  router.use(adminMediaRoutes(services));
  router.use(adminSubmissionRoutes(services));
  router.use(adminAccountRoutes(services));
  router.use(adminStaffRoutes(services));
  return router;
}

export function apiRouter(services: Services, cachePolicy: CachePolicy, logger: Logger): Router {
  const router = Router();
  router.use(blogRoutes(services, cachePolicy));
  router.use(changesRoutes(services));
  router.use(previewLinkRoutes(services));
  router.use('/klaviyo', formRoutes(services));
  router.use('/admin', adminSessionRoutes(services, logger));
  router.use('/admin', staffPublicRoutes(services));
  router.use('/admin', protectedAdminRouter(services));
  router.use(apiNotFound);
  return router;
}
