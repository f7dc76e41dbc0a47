/**
 * Webhooks: staff register URLs for content events; every post or category write that records
 * a subscribed event queues one delivery per active webhook in the write's own transaction (an
 * in-transaction listener on the content-change log), as a webhook_deliveries row plus its
 * outbox row (kind `webhook`) holding the JSON body. The webhook worker (src/outbox) signs and
 * sends it, retrying with the outbox's backoff; staff read each delivery's state here.
 *
 * Events: a write that publishes or unpublishes a post sends post.published / post.unpublished
 * and not also post.updated; post.updated is any other save of a post (drafts included; `status`
 * says which). A post published with a future date is scheduled: its post.published delivery
 * waits in the outbox until that date (nextAttemptAt), and is re-dated or dropped when a later
 * save moves the date or unpublishes the post.
 */
import { randomBytes } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { BlogCategory, BlogPost, BlogPostCategory, Media, OutboxMessage, Webhook, WebhookDelivery } from '../../models/index.js';
import type { WebhookPayload } from '../../models/outbox-message.model.js';
import type { WebhookExchange } from '../../models/webhook-delivery.model.js';
import { articleUrl, blogListUrl, featuredImagePath } from '../shared/blog-url.js';
import { toMediaShape } from './media/media.shapes.js';
import { isPrivateHost } from '../shared/private-address.js';
import { graphqlNameOf, postField, postFieldsOn, type PostFieldsOn } from '../shared/post-shape.js';
import {
  isWebhookEvent, WEBHOOK_EVENTS, WEBHOOK_NAME_MAX, WEBHOOK_OUTBOX_KIND, WEBHOOK_URL_MAX,
  type WebhookDeliveryEvent, type WebhookEvent,
} from '../shared/webhooks.js';
import type { ContentChangeLog, RecordedChange } from './content-changes.js';
import { ConflictError, NotFoundError, ValidationError } from './errors.js';
import { parseId } from './validate.js';
import { withWriteTransaction } from './write-transaction.js';
import type { AuditRecorder } from './audit-log.service.js';

export interface WebhookShape {
  id: number;
  name: string;
  url: string;
  events: WebhookEvent[];
  /** Signs the deliveries; staff may read it (it has to be stored readable to sign with). */
  secret: string;
  /** Until when the secret before the last rotation still signs too (null: only `secret` signs). */
  previousSecretExpiresAt: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookDeliveryShape {
  id: number;
  webhookId: number;
  event: WebhookDeliveryEvent;
  subjectType: string | null;
  subjectId: number | null;
  /** The outbox row's state: waiting, sending, sent, failed. */
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
  /** The last attempt's request and response for the inspector; null before the first attempt. */
  lastExchange: WebhookExchange | null;
}

export interface WebhookInput {
  name?: unknown;
  url?: unknown;
  events?: unknown;
  active?: unknown;
}

export interface WebhookServiceOptions {
  /** The site's public origin: payload URLs are absolute. */
  siteUrl: string;
  /** Accept loopback and private targets (config.webhooks.allowPrivateTargets). */
  allowPrivateTargets: boolean;
  clock?: () => Date;
  /** Webhooks created, changed, re-keyed and deleted are in the audit log, in the change's transaction (never the secret). */
  audit?: AuditRecorder;
}

const MAX_DELIVERIES_LISTED = 100;
/** The payload's post fields read from the row; the image and the categories (objects) are read beside it. */
const WEBHOOK_STORED_FIELDS = postFieldsOn('webhook')
  .filter((name): name is PostFieldsOn<'webhook'> & PostFieldsOn<'stored'> => (postFieldsOn('stored') as string[]).includes(name));
const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

function toShape(webhook: Webhook, now = new Date()): WebhookShape {
  const grace = webhook.previousSecret && webhook.previousSecretUntil && webhook.previousSecretUntil > now ? webhook.previousSecretUntil : null;
  return {
    id: webhook.id,
    name: webhook.name,
    url: webhook.url,
    events: webhook.events.filter(isWebhookEvent),
    secret: webhook.secret,
    previousSecretExpiresAt: iso(grace),
    active: webhook.active,
    createdAt: iso(webhook.createdAt)!,
    updatedAt: iso(webhook.updatedAt)!,
  };
}

const DEFAULT_GRACE_HOURS = 24;
const MAX_GRACE_HOURS = 168;

function readExchange(text: string | null): WebhookExchange | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as WebhookExchange;
  } catch {
    return null;
  }
}

/** A delivery as the API shows it: its row, with the state of its outbox message (gone: failed). */
function deliveryShape(row: WebhookDelivery, message: OutboxMessage | undefined): WebhookDeliveryShape {
  return {
    id: row.id,
    webhookId: row.webhookId,
    event: row.event as WebhookDeliveryEvent,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    status: message?.status ?? 'failed',
    attempts: message?.attempts ?? 0,
    lastError: message ? message.lastError ?? null : 'The outbox row is missing',
    nextAttemptAt: message?.status === 'waiting' ? iso(message.nextAttemptAt) : null,
    sentAt: iso(message?.sentAt),
    createdAt: iso(row.createdAt)!,
    lastExchange: readExchange(row.lastExchange),
  };
}

/** A fresh signing secret: 32 random bytes, hex, with a prefix that says what it is. */
function newSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

export class WebhookService {
  private readonly clock: () => Date;

  constructor(private readonly sequelize: Sequelize, changes: ContentChangeLog, private readonly options: WebhookServiceOptions) {
    this.clock = options.clock ?? (() => new Date());
    changes.onRecord((recorded, transaction) => this.queueChanges(recorded, transaction));
  }

  async list(): Promise<WebhookShape[]> {
    return (await Webhook.findAll({ order: [['id', 'ASC']] })).map((webhook) => toShape(webhook, this.clock()));
  }

  async get(id: unknown): Promise<WebhookShape> {
    return toShape(await this.findById(id));
  }

  /** A new webhook, active unless told otherwise, with a new random secret. */
  async create(input: WebhookInput): Promise<WebhookShape> {
    const values = this.validInput(input, true);
    const webhook = await withWriteTransaction(this.sequelize, async (transaction) => {
      const created = await Webhook.create({
        name: values.name!, url: values.url!, events: values.events!, active: values.active ?? true, secret: newSecret(),
      }, { transaction });
      await this.options.audit?.record({ kind: 'webhook.created', objectType: 'webhook', objectId: created.id, summary: `Webhook “${created.name}” to ${new URL(created.url).host} created` }, transaction);
      return created;
    });
    return toShape(webhook);
  }

  /** Changes the given fields; fields left out keep their values. */
  async update(id: unknown, input: WebhookInput): Promise<WebhookShape> {
    const webhook = await this.findById(id);
    const values = this.validInput(input, false);
    webhook.set(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)));
    const changed = webhook.changed() || [];
    await withWriteTransaction(this.sequelize, async (transaction) => {
      await webhook.save({ transaction });
      if (changed.length) await this.options.audit?.record({ kind: 'webhook.updated', objectType: 'webhook', objectId: webhook.id, summary: `Webhook “${webhook.name}” changed: ${changed.join(', ')}` }, transaction);
    });
    return toShape(webhook);
  }

  /**
   * A new secret. For `graceHours` (default 24, 0 to 168) the old one signs too: every delivery
   * carries a signature by each (`t=…,v1=<new>,v1=<old>`), so the receiver can switch to the new
   * secret without refusing deliveries meanwhile. With 0 the old secret stops at once.
   */
  async rotateSecret(id: unknown, graceHours: unknown = DEFAULT_GRACE_HOURS): Promise<WebhookShape> {
    const hours = graceHours === undefined || graceHours === null ? DEFAULT_GRACE_HOURS : graceHours;
    if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < 0 || hours > MAX_GRACE_HOURS) {
      throw new ValidationError({ graceHours: `graceHours must be a whole number of hours from 0 to ${MAX_GRACE_HOURS}` });
    }
    const webhook = await this.findById(id);
    const now = this.clock();
    await withWriteTransaction(this.sequelize, async (transaction) => {
      await webhook.update({
        secret: newSecret(),
        previousSecret: hours > 0 ? webhook.secret : null,
        previousSecretUntil: hours > 0 ? new Date(now.getTime() + hours * 3_600_000) : null,
      }, { transaction });
      await this.options.audit?.record({ kind: 'webhook.secret_rotated', objectType: 'webhook', objectId: webhook.id, summary: `Secret of webhook “${webhook.name}” rotated (old one signs for ${hours} more hour${hours === 1 ? '' : 's'})` }, transaction);
    });
    return toShape(webhook, now);
  }

  /**
   * Sends a delivery again with the same body and id (a failed one, or one sent that the receiver
   * lost): its outbox row starts over, due now, with the full retry schedule. A delivery still
   * waiting or being sent is refused (409): it is on its way already.
   */
  async redeliver(deliveryId: unknown): Promise<WebhookDeliveryShape> {
    const key = parseId(deliveryId);
    const delivery = key ? await WebhookDelivery.findByPk(key) : null;
    if (!delivery) throw new NotFoundError('Webhook delivery not found');
    const webhook = await this.findById(delivery.webhookId);
    if (!webhook.active) throw new ValidationError({ active: 'The webhook is disabled: enable it before redelivering' });
    const message = await OutboxMessage.findOne({ where: { kind: WEBHOOK_OUTBOX_KIND, submissionId: delivery.id } });
    if (!message) throw new NotFoundError('The delivery’s body is gone: it cannot be sent again');
    const queued = { status: 'waiting' as const, attempts: 0, nextAttemptAt: this.clock(), lastError: null, sentAt: null, lockedBy: null, lockedUntil: null };
    const [changed] = await OutboxMessage.update(queued, { where: { id: message.id, status: ['sent', 'failed'] } });
    if (!changed) throw new ConflictError('The delivery is still waiting or being sent: it is on its way already', 'status');
    // The answer is what this request did (queued again), not a re-read: the worker may have
    // claimed the row already, and the client polls the delivery for what happens next.
    return deliveryShape(delivery, message.set(queued));
  }

  /** Deletes the webhook with its deliveries (waiting ones included: nothing more is sent). */
  async delete(id: unknown): Promise<{ id: number }> {
    const webhook = await this.findById(id);
    await withWriteTransaction(this.sequelize, async (transaction) => {
      const deliveries = await WebhookDelivery.findAll({ attributes: ['id'], where: { webhookId: webhook.id }, transaction });
      await this.dropDeliveries(deliveries.map((row) => row.id), transaction);
      await webhook.destroy({ transaction });
      await this.options.audit?.record({ kind: 'webhook.deleted', objectType: 'webhook', objectId: webhook.id, summary: `Webhook “${webhook.name}” deleted` }, transaction);
    });
    return { id: webhook.id };
  }

  /** Queues a `ping` delivery to this webhook now (whatever its events), to test the receiver. */
  async ping(id: unknown): Promise<WebhookDeliveryShape> {
    const webhook = await this.findById(id);
    if (!webhook.active) throw new ValidationError({ active: 'The webhook is disabled: enable it before sending a test' });
    const now = this.clock();
    const deliveryId = await withWriteTransaction(this.sequelize, (transaction) => this.enqueue(webhook.id, 'ping', null, {
      event: 'ping', occurredAt: now.toISOString(), data: { webhook: { id: webhook.id, name: webhook.name } },
    }, now, transaction));
    return (await this.deliveries(webhook.id)).find((delivery) => delivery.id === deliveryId)!;
  }

  /** The newest deliveries of one webhook (or of all when `webhookId` is undefined), newest first. */
  async deliveries(webhookId?: unknown, limit = 20): Promise<WebhookDeliveryShape[]> {
    const where = webhookId === undefined ? {} : { webhookId: (await this.findById(webhookId)).id };
    const rows = await WebhookDelivery.findAll({ where, order: [['id', 'DESC']], limit: Math.min(Math.max(1, limit), MAX_DELIVERIES_LISTED) });
    return this.deliveryShapes(rows);
  }

  /** One delivery with its last exchange (the inspector). */
  async delivery(id: unknown): Promise<WebhookDeliveryShape> {
    const key = parseId(id);
    const row = key ? await WebhookDelivery.findByPk(key) : null;
    if (!row) throw new NotFoundError('Webhook delivery not found');
    return (await this.deliveryShapes([row]))[0]!;
  }

  private async deliveryShapes(rows: WebhookDelivery[]): Promise<WebhookDeliveryShape[]> {
    const outbox = await OutboxMessage.findAll({ where: { kind: WEBHOOK_OUTBOX_KIND, submissionId: rows.map((row) => row.id) } });
    const byDelivery = new Map(outbox.map((message) => [message.submissionId, message]));
    return rows.map((row) => deliveryShape(row, byDelivery.get(row.id)));
  }

  private async findById(id: unknown): Promise<Webhook> {
    const key = parseId(id);
    const webhook = key ? await Webhook.findByPk(key) : null;
    if (!webhook) throw new NotFoundError('Webhook not found');
    return webhook;
  }

  /** Checks each given field (all of name, url and events when creating); 400 naming the field. */
  private validInput(input: WebhookInput, creating: boolean) {
    const errors: Record<string, string> = {};
    const values: { name?: string; url?: string; events?: WebhookEvent[]; active?: boolean } = {};
    if (input.name !== undefined || creating) {
      const name = typeof input.name === 'string' ? input.name.trim() : '';
      if (!name) errors.name = 'Name is required';
      else if (name.length > WEBHOOK_NAME_MAX) errors.name = `Name must be at most ${WEBHOOK_NAME_MAX} characters`;
      else values.name = name;
    }
    if (input.url !== undefined || creating) {
      const problem = this.urlProblem(input.url);
      if (problem) errors.url = problem;
      else values.url = new URL((input.url as string).trim()).toString();
    }
    if (input.events !== undefined || creating) {
      const events = Array.isArray(input.events) ? input.events : [];
      const unknown = events.filter((event) => !isWebhookEvent(event));
      if (unknown.length) errors.events = `Unknown event: ${unknown.map(String).join(', ')} (known: ${WEBHOOK_EVENTS.join(', ')})`;
      else if (!events.length) errors.events = 'Choose at least one event';
      else values.events = WEBHOOK_EVENTS.filter((event) => events.includes(event));
    }
    if (input.active !== undefined) {
      if (typeof input.active !== 'boolean') errors.active = 'Active must be true or false';
      else values.active = input.active;
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return values;
  }

  private urlProblem(value: unknown): string | null {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return 'URL is required';
    if (text.length > WEBHOOK_URL_MAX) return `URL must be at most ${WEBHOOK_URL_MAX} characters`;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return 'URL must be a full http:// or https:// address';
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'URL must start with http:// or https://';
    if (url.username || url.password) return 'URL must not contain a user name or password';
    if (!this.options.allowPrivateTargets && isPrivateHost(url.hostname)) {
      return 'URL must not point to this server or a private network (localhost, 127.0.0.1, 10.x, 192.168.x, ...)';
    }
    return null;
  }

  /**
   * The in-transaction listener: one delivery per subscribed active webhook and event. Runs
   * before the write commits; a failure here rolls the write back (nothing is half-recorded).
   */
  private async queueChanges(changes: RecordedChange[], transaction: Transaction): Promise<void> {
    const now = this.clock();
    const webhooks = await Webhook.findAll({ where: { active: true }, transaction });
    const posts = [...new Set(changes.filter((change) => change.subject.type === 'post').map((change) => change.subject.id))];
    for (const postId of posts) {
      const ofPost = changes.filter((change) => change.subject.type === 'post' && change.subject.id === postId);
      await this.queuePostChanges(postId, ofPost, webhooks, now, transaction);
    }
    if (!webhooks.length) return;
    for (const change of changes.filter((item) => item.subject.type === 'category' && isWebhookEvent(item.event))) {
      const category = await BlogCategory.findByPk(change.subject.id, { transaction });
      // The posts a rename or a deletion touched, and every cache tag it purges: a receiver purges exactly those.
      const data = { category: { id: change.subject.id, ...(category && this.categoryData(category)), posts: change.details?.posts ?? [], tags: change.tags } };
      await this.queueEvent(webhooks, change.event as WebhookEvent, 'category', change.subject.id, data, now, now, transaction);
    }
  }

  private async queuePostChanges(postId: number, changes: RecordedChange[], webhooks: Webhook[], now: Date, transaction: Transaction): Promise<void> {
    const events = changes.map((change) => change.event);
    // A scheduled post.published still waiting is re-dated (or dropped) by any later write of the post.
    const rescheduled = await this.dropScheduledPublish(postId, now, transaction);
    if (!webhooks.length) return;
    const post = await BlogPost.findByPk(postId, { transaction });
    // What it was before the save (slug, status, categories) and the cache tags: a receiver purges the old URLs too.
    const previous = changes.find((change) => change.details?.previous)?.details?.previous;
    const data = {
      post: {
        id: postId, ...(post && this.postData(post)), ...(post && { image: await this.postImage(post, transaction) }), categories: await this.categoriesOfPost(postId, transaction),
        tags: [...new Set(changes.flatMap((change) => change.tags))], ...(previous ? { previous } : {}),
      },
    };
    const publishes = events.includes('post.published');
    const unpublishes = events.includes('post.unpublished');
    const deleted = events.includes('post.deleted');
    const publishAt = post && post.status === 'published' && !deleted ? new Date(post.publishDate) : null;
    if (deleted) {
      // Receivers heard post.deleted when it went to the trash; deleting it for good is not news to them.
      if (previous?.status !== 'trashed') await this.queueEvent(webhooks, 'post.deleted', 'post', postId, data, now, now, transaction);
    } else if (unpublishes) {
      await this.queueEvent(webhooks, 'post.unpublished', 'post', postId, data, now, now, transaction);
    } else {
      if ((publishes || rescheduled) && publishAt) {
        // Published now, or at its date when that is still ahead (the outbox row waits till then).
        const at = publishAt > now ? publishAt : now;
        await this.queueEvent(webhooks, 'post.published', 'post', postId, data, at, at, transaction);
      }
      // A save that publishes sends post.published only; any other save is post.updated.
      if (!publishes && events.includes('post.updated')) await this.queueEvent(webhooks, 'post.updated', 'post', postId, data, now, now, transaction);
    }
  }

  /** Deletes this post's post.published deliveries still waiting for a future date; true when there were any. */
  private async dropScheduledPublish(postId: number, now: Date, transaction: Transaction): Promise<boolean> {
    const scheduled = await WebhookDelivery.findAll({
      attributes: ['id'], where: { subjectType: 'post', subjectId: postId, event: 'post.published' }, order: [['id', 'DESC']], limit: 200, transaction,
    });
    if (!scheduled.length) return false;
    const waiting = await OutboxMessage.findAll({
      attributes: ['submissionId'],
      where: { kind: WEBHOOK_OUTBOX_KIND, submissionId: scheduled.map((row) => row.id), status: 'waiting', attempts: 0, nextAttemptAt: { [Op.gt]: now } },
      transaction,
    });
    await this.dropDeliveries(waiting.map((row) => row.submissionId), transaction);
    return waiting.length > 0;
  }

  private async dropDeliveries(ids: number[], transaction: Transaction): Promise<void> {
    if (!ids.length) return;
    await OutboxMessage.destroy({ where: { kind: WEBHOOK_OUTBOX_KIND, submissionId: ids }, transaction });
    await WebhookDelivery.destroy({ where: { id: ids }, transaction });
  }

  private async queueEvent(
    webhooks: Webhook[], event: WebhookEvent, subjectType: 'post' | 'category', subjectId: number,
    data: Record<string, unknown>, occurredAt: Date, sendAt: Date, transaction: Transaction,
  ): Promise<void> {
    for (const webhook of webhooks.filter((hook) => hook.events.includes(event))) {
      await this.enqueue(webhook.id, event, { type: subjectType, id: subjectId }, { event, occurredAt: occurredAt.toISOString(), data }, sendAt, transaction);
    }
  }

  private async enqueue(
    webhookId: number, event: WebhookDeliveryEvent, subject: { type: string; id: number } | null,
    body: Record<string, unknown>, sendAt: Date, transaction: Transaction,
  ): Promise<number> {
    const delivery = await WebhookDelivery.create({ webhookId, event, subjectType: subject?.type ?? null, subjectId: subject?.id ?? null }, { transaction });
    const payload: WebhookPayload = { body: JSON.stringify({ id: delivery.id, ...body }) };
    await OutboxMessage.create({ kind: WEBHOOK_OUTBOX_KIND, submissionId: delivery.id, payload, nextAttemptAt: sendAt }, { transaction });
    return delivery.id;
  }

  /** The post's stored fields the webhook payload carries (src/shared/post-shape.ts), dates in ISO 8601, and its URL. */
  private postData(post: BlogPost) {
    const stored = WEBHOOK_STORED_FIELDS.map((name) => [graphqlNameOf(name), postField(name).kind === 'date' ? iso(post[name] as Date) : post[name]]);
    return { ...Object.fromEntries(stored), url: this.absolute(articleUrl(post.slug)) };
  }

  /** The featured image's absolute URLs (a library image with its variants, or the illustration), or null. */
  private async postImage(post: BlogPost, transaction: Transaction) {
    const media = post.imageId ? await Media.findByPk(post.imageId, { transaction }) : null;
    if (media) {
      const shape = toMediaShape(media, this.absolute('/media'));
      return { url: shape.url, width: shape.width, height: shape.height, alt: shape.decorative ? '' : shape.alt, variants: shape.variants };
    }
    const illustration = featuredImagePath(post.imageUrl);
    return illustration ? { url: this.absolute(illustration), variants: [] } : null;
  }

  /** A post's categories in the editor's order, as slugs and names (read before a deletion removes its links). */
  private async categoriesOfPost(postId: number, transaction: Transaction): Promise<Array<{ slug: string; name: string }>> {
    const links = await BlogPostCategory.findAll({ where: { postId }, order: [['position', 'ASC']], transaction });
    if (!links.length) return [];
    const categories = await BlogCategory.findAll({ where: { id: links.map((link) => link.categoryId) }, transaction });
    return links.flatMap((link) => {
      const category = categories.find((item) => item.id === link.categoryId);
      return category ? [{ slug: category.slug, name: category.name }] : [];
    });
  }

  private categoryData(category: BlogCategory) {
    return {
      slug: category.slug,
      name: category.name,
      title: category.name,
      group: category.group,
      url: this.absolute(blogListUrl({ categories: [category.slug] })),
    };
  }

  private absolute(path: string): string {
    return new URL(path, this.options.siteUrl).toString();
  }
}
