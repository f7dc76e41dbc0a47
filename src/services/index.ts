/** Builds every service once at start; routes, resolvers and pages receive this object. */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Sequelize } from 'sequelize-typescript';
import type { ApiKeyLimits, LoginLimits, MediaSettings } from '../config/config.js';
import { createRateLimitStore, type RateLimitStore } from '../db/rate-limiter.js';
import { projectRoot } from '../config/project-root.js';
import { ApiAddressLimit, type ApiAddressLimitSettings } from './api-address-limit.js';
import { ApiKeyService } from './api-key.service.js';
import { ChangesFeed } from './changes-feed.js';
import { GraphQLCostBudget, type CostBudgetSettings } from './graphql-cost-budget.js';
import { ArticleService } from './article.service.js';
import { AuthService } from './auth.service.js';
import { CatalogueCache } from './catalogue-cache.js';
import { PublicListCache } from './public-reads/index.js';
import { CategoryService } from './category.service.js';
import { ContentChangeLog, type RecordedChange } from './content-changes.js';
import { FormLimit, type FormLimitSettings } from './form-limit.js';
import { FeaturedImages } from './featured-images.js';
import { FormService } from './form.service.js';
import { HashSlots } from './hash-slots.js';
import { LoginThrottle } from './login-throttle.js';
import { KnownDevices } from './known-devices.js';
import { TotpSecretBox } from './totp-secret-box.js';
import { IdentityService } from './identity.service.js';
import { createMediaStorage } from './media/create-media-storage.js';
import { MediaLibrary } from './media/media.service.js';
import type { MediaStorage } from './media/media-storage.js';
import { PostImages } from './post-images.js';
import { PreviewLinks } from './preview-links.js';
import { PostPresentation } from './post-presentation.js';
import { PostRevisionService } from './post-revision.service.js';
import { PostService } from './post.service.js';
import { SessionService } from './session.service.js';
import { NO_SUBMISSION_QUEUE, type SubmissionQueue } from './submission-queue.js';
import { SubmissionService } from './submission.service.js';
import { EmailProviderStatus, type EmailProviderSettings } from './email-provider-status.js';
import { WebhookService } from './webhook.service.js';
import { actorContext, currentStaffId } from './actor-context.js';
import { attributePostChanges, AuditLogService } from './audit-log.service.js';
import { NO_MAIL_QUEUE, type MailQueue } from './mail-queue.js';
import { PasswordResetService } from './password-reset.service.js';
import { Permissions } from './permissions.js';
import { PostPermissions } from './post-permissions.js';
import { StaffService } from './staff.service.js';
import { StaffSessions } from './staff-sessions.js';
import { StaffSettings } from './staff-settings.js';
import { StaffTokens } from './staff-tokens.js';
import { TotpService } from './totp.service.js';
import { WorkingCopyService } from './working-copy.service.js';

export interface ServiceOptions {
  clock?: () => Date;
  /** A session ends this long after its login however busy (config.session.absoluteTimeoutMs). */
  sessionAbsoluteTimeoutMs?: number;
  /** The site's public URL (config.site.publicUrl): articles tell their own links from links elsewhere by it. */
  siteUrl?: string;
  /** The folder of the site's static files (default: public/ in the project): featured images are read from it. */
  publicDir?: string;
  /** Where stored form submissions are queued for delivery: the outbox (src/outbox), passed in by the composition root. */
  submissionQueue?: SubmissionQueue;
  /** The session secret: known-device cookies are signed with a key derived from it (and TOTP secrets sealed, without totpEncryptionKey). */
  sessionSecret?: string;
  /** TOTP_ENCRYPTION_KEY: TOTP secrets are sealed with a key derived from it. */
  totpEncryptionKey?: string;
  /** Login throttling and password-hash slots (config.security.login); no throttling without it. */
  login?: LoginLimits;
  /** The public forms' rate limit per client (config.forms); off without it. */
  formLimit?: FormLimitSettings;
  /** Content API keys' request allowance and last-use recording (config.security.apiKeys); no limit without it. */
  apiKeys?: ApiKeyLimits;
  /** How long the content-change log keeps changes (config.cache.changesKeepMs); 30 days by default. */
  changesKeepMs?: number;
  /** The API's allowance per client address for requests without a key (config.security.apiAddresses); no limit without it. */
  apiAddresses?: ApiAddressLimitSettings;
  /** The GraphQL cost budget per client over a window (config.security.graphqlBudget); off without it. */
  graphqlBudget?: CostBudgetSettings;
  /** What signs preview links (config.session.secret); a random one per process without it. */
  previewSecret?: string;
  /** Where the login and form counters live; by default the rate_limits table of this database. */
  rateLimitStore?: RateLimitStore;
  /** Webhooks (config.webhooks): whether they may target loopback and private addresses (default: no). */
  webhooks?: { allowPrivateTargets: boolean };
  /**
   * How long public reads may keep what they read, the category catalogue and the lists' counts and orders
   * (config.cache.syncMs, the bound within which other processes' writes show); 0 (the default)
   * reads them on every call.
   */
  publicReadMaxAgeMs?: number;
  /** Whether the e-mail provider is set up (config.klaviyo): the submissions inbox explains what waits and why. */
  emailProvider?: EmailProviderSettings;
  /** Where staff e-mail is queued (the outbox's mail kind, passed in by the composition root). */
  mailQueue?: MailQueue;
  /** The site's name, for staff e-mail and the authenticator app's entry. */
  siteName?: string;
  /** The media library's storage and limits (config.media); a local folder under data/ by default. */
  media?: MediaSettings;
  /** Another storage than the settings name (tests). */
  mediaStorage?: MediaStorage;
}

const DEFAULT_MEDIA: MediaSettings = {
  storage: 'local', dir: join(projectRoot(), 'data', 'media'), maxBytes: 20 * 1024 * 1024, maxPixels: 50_000_000, concurrency: 1, queue: 20,
};

const DEFAULT_SESSION_ABSOLUTE_TIMEOUT_MS = 7 * 24 * 3_600_000;

export function createServices(sequelize: Sequelize, options: ServiceOptions = {}) {
  const contentChanges = new ContentChangeLog(options.changesKeepMs);
  const catalogue = new CatalogueCache(options.publicReadMaxAgeMs ?? 0);
  const publicLists = new PublicListCache(options.publicReadMaxAgeMs ?? 0, (after) => posts.nextScheduledPublish(after));
  const forgetOn = (changes: readonly RecordedChange[], everything: boolean) => {
    if (everything || changes.some((change) => change.subject.type === 'category')) catalogue.forget();
    // Any post or category change may change what a list holds.
    if (everything || changes.length) publicLists.forget();
  };
  contentChanges.onCommit((changes) => forgetOn(changes, false));
  const submissionQueue = options.submissionQueue ?? NO_SUBMISSION_QUEUE;
  const login = options.login;
  const counting = (login && login.maxFailuresPerAccount > 0) || (options.formLimit?.limit ?? 0) > 0 || (options.apiKeys?.limit ?? 0) > 0;
  const rateLimits = counting ? (options.rateLimitStore ?? createRateLimitStore(sequelize)) : undefined;
  const siteUrl = options.siteUrl ?? 'http://localhost:3000';
  const siteName = options.siteName ?? 'Mindful Miles';
  const audit = new AuditLogService(options.clock);
  audit.listenTo(contentChanges);
  attributePostChanges(contentChanges, currentStaffId);
  const totpKey = options.totpEncryptionKey ?? options.sessionSecret;
  const totp = new TotpService(sequelize, audit, siteName, totpKey ? new TotpSecretBox(totpKey) : undefined);
  const throttle = login && rateLimits ? new LoginThrottle(rateLimits, login) : undefined;
  const auth = new AuthService({
    hashSlots: new HashSlots({ concurrency: login?.hashConcurrency ?? 2, queue: login?.hashQueue ?? 20 }),
    hashCost: login?.hashCost,
    throttle,
    secondFactor: totp,
    devices: options.sessionSecret ? new KnownDevices(options.sessionSecret) : undefined,
    onLoginEvent: (event) => event.kind === 'failed'
      ? audit.record({ kind: 'auth.sign_in_failed', objectType: 'user', objectId: event.userId ?? undefined, summary: event.username ? `Failed sign-in as ${event.username} (${event.reason})` : 'Failed sign-in with an unknown username' }, undefined, { actorId: event.userId, actorName: event.username, ip: event.ip ?? null })
      : audit.record({ kind: 'auth.locked_out', summary: 'Sign-in locked after repeated failures' }, undefined, { actorId: null, actorName: null, ip: event.ip ?? null }),
  });
  const staffSessions = new StaffSessions(options.clock);
  const staffSettings = new StaffSettings();
  const staffTokens = new StaffTokens(options.clock);
  const mail = options.mailQueue ?? NO_MAIL_QUEUE;
  const images = new FeaturedImages(options.publicDir ?? join(projectRoot(), 'public'));
  const mediaSettings = options.media ?? DEFAULT_MEDIA;
  const media = new MediaLibrary(sequelize, {
    ...mediaSettings,
    storage: options.mediaStorage ?? createMediaStorage(mediaSettings),
    siteUrl,
    changes: contentChanges,
    clock: options.clock,
    filesMaxAgeMs: options.publicReadMaxAgeMs ?? 0,
    audit,
  });
  const postImages = new PostImages(images, media);
  const posts: PostService = new PostService(sequelize, options.clock, contentChanges, catalogue, publicLists, postImages);
  return {
    contentChanges,
    posts,
    revisions: new PostRevisionService(posts),
    /** Staff's autosaved work in progress per post, its private preview, and who has a post open (issue 20). */
    workingCopies: new WorkingCopyService(siteUrl, options.clock),
    articles: new ArticleService({ posts, sequelize, images, media, siteUrl, clock: options.clock }),
    /** The Content API's derived post fields: image, article HTML, SEO, reading time. */
    postPresentation: new PostPresentation(siteUrl, postImages, media),
    /** The media library: uploads, variants, alt text, the files' storage. */
    media,
    categories: new CategoryService(sequelize, contentChanges, catalogue, options.clock),
    /**
     * Content changes other processes made (read from the log by the response cache's sync; all
     * of them when `everything`): what this process keeps of the categories and the lists is dropped.
     */
    changedElsewhere: forgetOn,
    /** Registered webhooks; queues their deliveries in each content write's transaction. */
    webhooks: new WebhookService(sequelize, contentChanges, { siteUrl, allowPrivateTargets: options.webhooks?.allowPrivateTargets ?? false, clock: options.clock, audit }),
    auth,
    identity: new IdentityService({ absoluteTimeoutMs: options.sessionAbsoluteTimeoutMs ?? DEFAULT_SESSION_ABSOLUTE_TIMEOUT_MS }, staffSessions, staffSettings, options.clock),
    sessions: new SessionService(auth, { sequelize, staffSessions, audit }, options.clock),
    /** What each role may do: the one decision behind every admin route and operation. */
    permissions: new Permissions(new PostPermissions()),
    /** Runs a request's work as its viewer (the audit log and post attribution read it). */
    actorContext,
    audit,
    totp,
    staffSettings,
    staff: new StaffService({ sequelize, auth, tokens: staffTokens, mail, audit, sessions: staffSessions, settings: staffSettings, siteName, siteUrl, clock: options.clock }),
    passwordResets: new PasswordResetService({ sequelize, auth, tokens: staffTokens, mail, audit, sessions: staffSessions, throttle, rateLimits, siteName, siteUrl }),
    forms: new FormService(sequelize, submissionQueue, options.formLimit && new FormLimit(rateLimits, options.formLimit)),
    submissions: new SubmissionService(sequelize, submissionQueue, audit),
    /** Whether submissions reach the e-mail provider, in words staff can act on (the inbox's banner). */
    emailProvider: new EmailProviderStatus(options.emailProvider ?? { configured: false, listConfigured: false }, submissionQueue),
    /** Content API keys: create (token shown once), list, revoke, authenticate, per-key rate limit. */
    apiKeys: new ApiKeyService(rateLimits, options.apiKeys, options.clock, { sequelize, audit }),
    /** What changed in the public content since a time or a cursor (GET /api/changes, GraphQL changes). */
    changesFeed: new ChangesFeed(contentChanges.keepMs, options.clock),
    /** The API's allowance per client address for requests without a key (in this process's memory). */
    apiAddresses: new ApiAddressLimit(options.apiAddresses),
    /** The GraphQL cost budget per client over a window (in this process's memory). */
    graphqlBudget: new GraphQLCostBudget(options.graphqlBudget, options.clock),
    /** Short-lived, signed links that show one draft or scheduled post without a key (GET /api/preview/{token}). */
    previewLinks: new PreviewLinks(options.previewSecret ?? randomBytes(32).toString('hex'), posts, siteUrl, options.clock),
    /** Releases what the services hold open besides the Sequelize pool (the SQLite counter connection). */
    close: async () => rateLimits?.close(),
  };
}

export type Services = ReturnType<typeof createServices>;

export * from './errors.js';
export { budgetClient, type CostBudgetSettings } from './graphql-cost-budget.js';
export { PREVIEW_LINK_DEFAULT_MINUTES, PREVIEW_LINK_MAX_MINUTES, type PreviewLink } from './preview-links.js';
export { DEFAULT_POST_FIELDS, PUBLIC_POST_FIELDS, SPEC_POST_FIELDS, type AdminPost, type PostPage, type PublicPost, type PublicPostField } from './post.shapes.js';
export type { PostImage, PostSeo, PresentedPost } from './post-presentation.js';
export type { Article, ArticleLinks, LinkedArticle } from './article.service.js';
export type { FeaturedImage } from './featured-images.js';
export { srcset, type MediaPage, type MediaShape, type MediaVariant, type MediaFormat } from './media/media.shapes.js';
export type { CategoryShape } from './category.service.js';
export type { AdminUser } from './auth.service.js';
export type { ContentChange, ContentEvent, RecordedChange } from './content-changes.js';
export { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS } from './known-devices.js';
export { ANONYMOUS, canPreview, isAdmin, readsAsPublic, type AdminSessionData, type ApiKeyIdentity, type ApiKeyScope, type Viewer } from './identity.service.js';
export { can, type AccessRule } from './permissions.js';
export type { Actor } from './actor-context.js';
export type { OutgoingMail, MailQueue } from './mail-queue.js';
export type { AuditEntryShape, AuditPage, AuditQuery } from './audit-log.service.js';
export type { InvitationShape, StaffMemberShape } from './staff.service.js';
export type { StaffSessionShape } from './staff-sessions.js';
export type { SessionHandle, SessionState } from './session.service.js';
export type { SubmissionOrigin, SubmissionReceipt } from './form.service.js';
export type { FormLimitSettings } from './form-limit.js';
export type { DeliveryCount, StoredSubmission, SubmissionQueue } from './submission-queue.js';
export type { AdminPageQuery, AdminPostPage, AdminPostSummary, AdminStatusCounts, BulkPostResult, ConnectionWindow, ListOptions, PostConnection, PostConnectionQuery, PostEdge, PostFilterQuery, PostListQuery, PublishedPage } from './post.service.js';
export type { PostRevision, PostRevisionSummary, RevisionComparison } from './post-revision.service.js';
export type { DiffPart, FieldDiff } from './revision-diff.js';
export type { ApiKeySummary, CreatedApiKey } from './api-key.service.js';
export type { ChangeEntry, ChangesPage } from './changes-feed.js';
export { ADMIN_KEY_NEEDS_SESSION_MESSAGE, adminOperationRefused, originAllowed, originRefusedMessage } from './api-key.service.js';
export type { SubmissionListQuery } from './submission.service.js';
export type { WorkingCopyFields, WorkingCopyPreview, WorkingCopyShape } from './working-copy.service.js';
export type { WebhookDeliveryShape, WebhookInput, WebhookShape } from './webhook.service.js';
export type { DeliveryShape, SubmissionDeletion, SubmissionKindSummary, SubmissionPage, SubmissionShape } from './submission.shapes.js';
export type { EmailProviderStatusShape } from './email-provider-status.js';
