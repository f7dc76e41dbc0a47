/** Builds every service once at start; routes, resolvers and pages receive this object. */
import type { Sequelize } from 'sequelize-typescript';
import { AuthService } from './auth.service.js';
import { CategoryService } from './category.service.js';
import { FormService, type AfterStore } from './form.service.js';
import { PostService } from './post.service.js';

export interface ServiceOptions {
  /** Runs inside each form submission's transaction (the outbox hooks in here). */
  afterStore?: AfterStore;
  clock?: () => Date;
}

export function createServices(sequelize: Sequelize, options: ServiceOptions = {}) {
  return {
    posts: new PostService(sequelize, options.clock),
    categories: new CategoryService(sequelize),
    auth: new AuthService(),
    forms: new FormService(sequelize, options.afterStore),
  };
}

export type Services = ReturnType<typeof createServices>;

export * from './errors.js';
export type { AdminPost, PostPage, PublicPost } from './post.shapes.js';
export type { CategoryShape } from './category.service.js';
export type { AdminUser } from './auth.service.js';
export type { StoredSubmission, SubmissionKind, SubmissionReceipt } from './form.service.js';
export type { PostListQuery } from './post.service.js';
