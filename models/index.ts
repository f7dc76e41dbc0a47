import { ApiKey } from './api-key.model.js';
import { AuditEntry } from './audit-entry.model.js';
import { BlogCategory } from './blog-category.model.js';
import { CategoryAlias } from './category-alias.model.js';
import { BlogPost } from './blog-post.model.js';
import { BlogPostCategory } from './blog-post-category.model.js';
import { BlogPostRevision } from './blog-post-revision.model.js';
import { ContentChange } from './content-change.model.js';
import { Media } from './media.model.js';
import { OutboxMessage } from './outbox-message.model.js';
import { PostEditor } from './post-editor.model.js';
import { PostSlugRedirect } from './post-slug-redirect.model.js';
import { PostStaff } from './post-staff.model.js';
import { StaffSession } from './staff-session.model.js';
import { SubmissionInbox } from './submission-inbox.model.js';
import { StaffSetting } from './staff-setting.model.js';
import { StaffToken } from './staff-token.model.js';
import { PostWorkingCopy } from './post-working-copy.model.js';
import { User } from './user.model.js';
import { Webhook } from './webhook.model.js';
import { WebhookDelivery } from './webhook-delivery.model.js';

export type { MediaFileRecord } from './media.model.js';
export type { CategoryAliasKind } from './category-alias.model.js';
export { ApiKey, AuditEntry, BlogCategory, BlogPost, CategoryAlias, BlogPostCategory, BlogPostRevision, ContentChange, Media, OutboxMessage, PostEditor, PostSlugRedirect, PostStaff, PostWorkingCopy, StaffSession, StaffSetting, StaffToken, SubmissionInbox, User, Webhook, WebhookDelivery };

/**
 * Every model class with its own file, registered on the Sequelize instance at connect time.
 * The form submission tables' models are built from the form declarations (src/forms/submission-models.ts).
 */
export const allModels = [
  BlogPost, BlogCategory, BlogPostCategory, User,
  OutboxMessage, ContentChange, BlogPostRevision, PostSlugRedirect, Webhook, WebhookDelivery, ApiKey, Media,
  PostWorkingCopy, PostEditor, StaffToken, StaffSession, AuditEntry, StaffSetting, PostStaff, CategoryAlias, SubmissionInbox,
];
