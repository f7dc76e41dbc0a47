/** Builds every service once at start; routes, resolvers and pages receive this object. */
import type { Sequelize } from 'sequelize-typescript';
import { ArticleService } from './article.service.js';
import { AuthService } from './auth.service.js';
import { CategoryService } from './category.service.js';
import { FormService, type AfterStore } from './form.service.js';
import { PostService } from './post.service.js';
import { SubmissionService } from './submission.service.js';
import { enqueueSubmission } from '../outbox/enqueue.js';

export interface ServiceOptions {
  /** Runs inside each form submission's transaction (the outbox hooks in here). */
  afterStore?: AfterStore;
  clock?: () => Date;
}

export function createServices(sequelize: Sequelize, options: ServiceOptions = {}) {
  const posts = new PostService(sequelize, options.clock);
  return {
    posts,
    articles: new ArticleService(posts, options.clock),
    categories: new CategoryService(sequelize),
    auth: new AuthService(),
    // By default every stored submission gets its outbox row in the same transaction.
    forms: new FormService(sequelize, options.afterStore ?? enqueueSubmission),
    submissions: new SubmissionService(sequelize),
  };
}

export type Services = ReturnType<typeof createServices>;

export * from './errors.js';
export type { AdminPost, PostPage, PublicPost } from './post.shapes.js';
export type { CategoryShape } from './category.service.js';
export type { AdminUser } from './auth.service.js';
export type { StoredSubmission, SubmissionKind, SubmissionReceipt } from './form.service.js';
export type { PostListQuery } from './post.service.js';
export type { SubmissionPage, SubmissionShape, SubmissionKindSummary, SubmissionListQuery } from './submission.service.js';
