/**
 * Webhooks end to end below the browser: staff register a webhook over GraphQL, a post is
 * published through the REST API, and a real HTTP receiver on 127.0.0.1 gets one signed POST
 * from the outbox worker; a receiver answering 500 is retried and staff see the last error;
 * events not subscribed to are not sent; a deleted webhook gets nothing more; scheduled posts
 * announce their publish at their date; bad input is a 400 naming the field.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import type TestAgent from 'supertest/lib/agent.js';
import { OutboxMessage, Webhook, WebhookDelivery } from '../../models/index.js';
import type { WebhookPayload } from '../../models/outbox-message.model.js';
import { loadConfig } from '../../src/config/config.js';
import { graphqlNameOf, postFieldsOn } from '../../src/shared/post-shape.js';
import { verifySignature } from '../../src/integrations/webhooks/webhook-signature.js';
import { createChannelWorker } from '../../src/outbox/outbox.runtime.js';
import { createWebhookChannel } from '../../src/integrations/webhooks/webhook.delivery.js';
import type { OutboxWorker } from '../../src/outbox/outbox.worker.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, postInput } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { captureLogger, FAST_SETTINGS, waitFor } from './support.js';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local receiver: records every request and answers `status()`. */
async function startReceiver(status: () => number = () => 204) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const code = status();
      res.writeHead(code, { 'Content-Type': 'text/plain' }).end(code >= 400 ? 'receiver is down for maintenance' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

const WEBHOOK_FIELDS = 'id name url events secret active';
const CREATE = `mutation ($input: WebhookInput!) { createWebhook(input: $input) { ${WEBHOOK_FIELDS} } }`;
const DELIVERIES = `query ($id: Int) { webhookDeliveries(webhookId: $id) { id event status attempts lastError subjectType subjectId sentAt } }`;

describe('outbox: webhooks', function () {
  this.timeout(30_000);
  let t: TestApp;
  let admin: TestAgent;
  let worker: OutboxWorker;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let receiverStatus = 204;

  before(async () => {
    await resetDatabase();
    t = await createTestApp();
    admin = await adminAgent(t.app, t.services);
    receiver = await startReceiver(() => receiverStatus);
    worker = createChannelWorker(createWebhookChannel({ timeoutMs: 2_000, allowPrivateTargets: true }), { ...FAST_SETTINGS, maxAttempts: 3 }, captureLogger().logger);
    worker.start();
  });
  after(async () => {
    await worker?.stop();
    await receiver?.close();
  });
  beforeEach(async () => {
    // The previous test's deliveries under way land first; then nothing is left to send.
    await waitFor('no delivery under way', async () => (await OutboxMessage.count({ where: { kind: 'webhook', status: 'sending' } })) === 0);
    await Webhook.destroy({ where: {} });
    await OutboxMessage.destroy({ where: { kind: 'webhook' } });
    await waitFor('no delivery under way', async () => (await OutboxMessage.count({ where: { kind: 'webhook', status: 'sending' } })) === 0);
    receiverStatus = 204;
    receiver.received.length = 0;
  });

  /** Every queued delivery has been sent or has failed: whatever will arrive has arrived. */
  async function deliveriesSettled(): Promise<void> {
    await waitFor('every delivery settled', async () => (await OutboxMessage.count({ where: { kind: 'webhook', status: ['waiting', 'sending'] } })) === 0);
  }

  async function createWebhook(input: Record<string, unknown>) {
    const res = await gql(admin, CREATE, { input }).expect(200);
    expect(res.body.errors, JSON.stringify(res.body.errors)).to.equal(undefined);
    return res.body.data.createWebhook as { id: number; secret: string; events: string[]; url: string };
  }

  async function deliveriesOf(id: number) {
    const res = await gql(admin, DELIVERIES, { id }).expect(200);
    expect(res.body.errors, JSON.stringify(res.body.errors)).to.equal(undefined);
    return res.body.data.webhookDeliveries as Array<Record<string, any>>;
  }

  it('sends one signed POST to the receiver when a post is published through the API', async () => {
    const hook = await createWebhook({ name: 'Static site rebuild', url: receiver.url('/rebuild'), events: ['post_published'] });
    expect(hook.secret).to.match(/^whsec_[0-9a-f]{64}$/);
    expect(hook.events).to.deep.equal(['post_published']);

    const created = (await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'hello-hooks', title: 'Hello hooks', status: 'draft' })).expect(201)).body.post;
    await admin.put(`/api/admin/blog-posts/${created.id}`).send(postInput({ slug: 'hello-hooks', title: 'Hello hooks', status: 'published' })).expect(200);

    await waitFor('the webhook delivery', () => receiver.received.length >= 1);
    await deliveriesSettled();
    expect(receiver.received).to.have.length(1);
    const [request] = receiver.received;
    expect(request!.path).to.equal('/rebuild');
    expect(request!.headers['content-type']).to.equal('application/json');
    expect(request!.headers['x-webhook-event']).to.equal('post.published');
    expect(verifySignature(hook.secret, request!.headers['x-webhook-signature'] as string, request!.body)).to.equal(true);
    expect(verifySignature('whsec_wrong', request!.headers['x-webhook-signature'] as string, request!.body)).to.equal(false);
    expect(verifySignature(hook.secret, request!.headers['x-webhook-signature'] as string, request!.body.replace('Hello', 'Hijacked'))).to.equal(false);
    // A signature with anything after it is not the signature (hex decoding would stop before it).
    expect(verifySignature(hook.secret, `${request!.headers['x-webhook-signature'] as string}zz`, request!.body)).to.equal(false);

    const payload = JSON.parse(request!.body);
    expect(payload.event).to.equal('post.published');
    expect(new Date(payload.occurredAt).toISOString()).to.equal(payload.occurredAt);
    expect(payload.data.post).to.include({ id: created.id, slug: 'hello-hooks', title: 'Hello hooks', status: 'published', url: `${t.config.site.publicUrl}/blog/hello-hooks` });
    // The post's fields are those src/shared/post-shape.ts gives the webhook surface, with its URL, cache tags and what it was before the save.
    expect(Object.keys(payload.data.post).sort()).to.deep.equal([...postFieldsOn('webhook').map(graphqlNameOf), 'url', 'tags', 'previous'].sort());
    expect(String(payload.id)).to.equal(request!.headers['x-webhook-delivery']);

    await waitFor('the delivery recorded as sent', async () => (await deliveriesOf(hook.id))[0]?.status === 'sent');
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery).to.include({ event: 'post_published', status: 'sent', attempts: 1, lastError: null, subjectType: 'post', subjectId: created.id });
    const rows = await WebhookDelivery.findAll({ where: { webhookId: hook.id } });
    expect(rows.map((row) => row.event)).to.deep.equal(['post.published']);
    const outbox = await OutboxMessage.findOne({ where: { kind: 'webhook', submissionId: rows[0]!.id } });
    expect(outbox).to.include({ status: 'sent', attempts: 1 });
    expect((outbox!.payload as WebhookPayload).body).to.equal(request!.body);
  });

  it('says enough to purge precisely: a post\'s categories, cache tags and what it was before a save; a category change names its posts', async () => {
    await createWebhook({ name: 'Purger', url: receiver.url('/purge'), events: ['post_updated', 'post_deleted', 'category_updated', 'category_deleted'] });
    const created = (await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'purge-me', categories: ['Running', 'Base'] })).expect(201)).body.post;
    await admin.put(`/api/admin/blog-posts/${created.id}`).send(postInput({ slug: 'purged-now', categories: ['Base'] })).expect(200);
    await waitFor('the post.updated delivery', () => receiver.received.length >= 1);
    const updated = JSON.parse(receiver.received[0]!.body);
    expect(updated.event).to.equal('post.updated');
    expect(updated.data.post).to.deep.include({ id: created.id, slug: 'purged-now', categories: [{ slug: 'base', name: 'Base' }] });
    expect(updated.data.post.previous).to.deep.equal({ slug: 'purge-me', categories: ['running', 'base'] });
    expect(updated.data.post.tags).to.include.members([`post-${created.id}`, 'posts']);

    // A rename touches every post that has the category: the event names them, their updatedAt moves.
    const base = (await t.services.categories.list()).find((category) => category.name === 'Base')!;
    const rename = (name: string, slug: string) => admin.put(`/api/admin/blog-categories/${base.id}`).send({ name, group: base.group, slug }).expect(200);
    receiver.received.length = 0;
    await rename('Base Building', 'base-building');
    try {
      await waitFor('the category.updated delivery', () => receiver.received.length >= 1);
      const renamed = JSON.parse(receiver.received[0]!.body);
      expect(renamed.event).to.equal('category.updated');
      expect(renamed.data.category).to.deep.include({ slug: 'base-building', posts: [{ id: created.id, slug: 'purged-now' }] });
      expect(renamed.data.category.tags).to.include(`post-${created.id}`);

      // A deletion is described as the post was: its categories too.
      receiver.received.length = 0;
      // Deleted for good (a move to the trash is an update): post.deleted.
      await admin.delete(`/api/admin/blog-posts/${created.id}`).expect(200);
      await admin.delete(`/api/admin/trash/${created.id}`).expect(200);
      await waitFor('the post.deleted delivery', () => receiver.received.length >= 1);
      expect(JSON.parse(receiver.received[0]!.body).data.post).to.deep.include({ slug: 'purged-now', categories: [{ slug: 'base-building', name: 'Base Building' }] });
    } finally {
      await rename('Base', 'base');
    }
  });

  it('does not send events the webhook did not subscribe to, and sends the ones it did', async () => {
    const hook = await createWebhook({ name: 'Deletes only', url: receiver.url('/deleted'), events: ['post_deleted', 'category_created'] });
    const created = (await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'quiet-post' })).expect(201)).body.post;
    await admin.put(`/api/admin/blog-posts/${created.id}`).send(postInput({ slug: 'quiet-post', title: 'Edited' })).expect(200);
    expect(await WebhookDelivery.count()).to.equal(0);
    await admin.delete(`/api/admin/blog-posts/${created.id}`).expect(200);
    await admin.delete(`/api/admin/trash/${created.id}`).expect(200);
    await waitFor('the post.deleted delivery', () => receiver.received.length >= 1);
    await deliveriesSettled();
    expect(receiver.received.map((request) => request.headers['x-webhook-event'])).to.deep.equal(['post.deleted']);
    // The deleted post is still described: the change is recorded before the row goes.
    expect(JSON.parse(receiver.received[0]!.body).data.post).to.include({ id: created.id, slug: 'quiet-post', title: 'Edited' });
    expect((await deliveriesOf(hook.id)).map((delivery) => delivery.event)).to.deep.equal(['post_deleted']);
  });

  it('retries a receiver answering 500 with the outbox backoff and shows staff the last error', async () => {
    receiverStatus = 500;
    const hook = await createWebhook({ name: 'Flaky', url: receiver.url('/flaky'), events: ['post_published'] });
    await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'flaky-post' })).expect(201);
    await waitFor('three attempts', () => receiver.received.length >= 3);
    await waitFor('the delivery marked failed', async () => (await deliveriesOf(hook.id))[0]?.status === 'failed');
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery).to.include({ status: 'failed', attempts: 3 });
    expect(delivery!.lastError).to.equal('The receiver answered 500: receiver is down for maintenance');
    // Every attempt carries the same delivery id and body, each signed afresh.
    expect(new Set(receiver.received.map((request) => request.headers['x-webhook-delivery'])).size).to.equal(1);
    for (const request of receiver.received) expect(verifySignature(hook.secret, request.headers['x-webhook-signature'] as string, request.body)).to.equal(true);

    // The receiver recovers: the next delivery goes through after one failure.
    let calls = 0;
    receiverStatus = 204;
    const flaky = () => (++calls === 1 ? 503 : 200);
    const second = await startReceiver(flaky);
    try {
      const hook2 = await createWebhook({ name: 'Recovers', url: second.url('/ok'), events: ['post_published'] });
      await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'recovered-post' })).expect(201);
      await waitFor('sent after a retry', async () => (await deliveriesOf(hook2.id))[0]?.status === 'sent');
      const [sent] = await deliveriesOf(hook2.id);
      expect(sent).to.include({ status: 'sent', attempts: 2 });
      expect(sent!.lastError).to.equal('The receiver answered 503: receiver is down for maintenance');
      expect(second.received).to.have.length(2);
    } finally {
      await second.close();
    }
  });

  it('stops delivering once the webhook is deleted, waiting deliveries included', async () => {
    const hook = await createWebhook({ name: 'Short-lived', url: receiver.url('/gone'), events: ['post_published', 'post_updated'] });
    await worker.stop();
    try {
      await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'before-delete' })).expect(201);
      expect(await OutboxMessage.count({ where: { kind: 'webhook', status: 'waiting' } })).to.equal(1);
      const res = await gql(admin, 'mutation ($id: Int!) { deleteWebhook(id: $id) { id } }', { id: hook.id }).expect(200);
      expect(res.body.data.deleteWebhook).to.deep.equal({ id: hook.id });
      expect(await OutboxMessage.count({ where: { kind: 'webhook' } })).to.equal(0);
      expect(await WebhookDelivery.count()).to.equal(0);
      expect(await Webhook.count()).to.equal(0);
    } finally {
      worker.start();
    }
    await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'after-delete' })).expect(201);
    // Deliveries are queued in the change's own transaction: none queued now means none will be sent.
    expect(await OutboxMessage.count({ where: { kind: 'webhook' } })).to.equal(0);
    expect(receiver.received).to.deep.equal([]);
    expect(await WebhookDelivery.count()).to.equal(0);
  });

  it('queues nothing for a disabled webhook, and a ping reaches an enabled one', async () => {
    const hook = await createWebhook({ name: 'Paused', url: receiver.url('/paused'), events: ['post_published'], active: false });
    await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'while-paused' })).expect(201);
    expect(await WebhookDelivery.count()).to.equal(0);
    const refused = await gql(admin, 'mutation ($id: Int!) { pingWebhook(id: $id) { id } }', { id: hook.id }).expect(200);
    expect(refused.body.errors[0].extensions).to.include({ code: 'BAD_USER_INPUT' });

    await gql(admin, 'mutation ($id: Int!) { updateWebhook(id: $id, input: { active: true }) { active } }', { id: hook.id }).expect(200);
    const ping = await gql(admin, 'mutation ($id: Int!) { pingWebhook(id: $id) { event status } }', { id: hook.id }).expect(200);
    // Queued: the running worker may already have claimed or sent it by the time the answer is read.
    expect(ping.body.data.pingWebhook.event).to.equal('ping');
    expect(ping.body.data.pingWebhook.status).to.be.oneOf(['waiting', 'sending', 'sent']);
    await waitFor('the ping', () => receiver.received.length >= 1);
    expect(receiver.received[0]!.headers['x-webhook-event']).to.equal('ping');
    expect(JSON.parse(receiver.received[0]!.body)).to.include({ event: 'ping' });
  });

  it('announces a scheduled post when its date comes, and re-dates or drops that when the post changes', async () => {
    const hook = await createWebhook({ name: 'Scheduled', url: receiver.url('/scheduled'), events: ['post_published', 'post_unpublished'] });
    const future = new Date(Date.now() + 3_000);
    const created = (await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'soon', publishDate: '2099-01-01T00:00:00.000Z' })).expect(201)).body.post;
    const waiting = async () => OutboxMessage.findAll({ where: { kind: 'webhook', status: 'waiting' } });
    expect((await waiting()).map((row) => new Date(row.nextAttemptAt).toISOString())).to.deep.equal(['2099-01-01T00:00:00.000Z']);
    // Moved closer: one delivery, at the new date.
    await admin.put(`/api/admin/blog-posts/${created.id}`).send(postInput({ slug: 'soon', publishDate: future.toISOString() })).expect(200);
    const rows = await waiting();
    expect(rows).to.have.length(1);
    expect(Math.abs(new Date(rows[0]!.nextAttemptAt).getTime() - future.getTime())).to.be.below(1_000);
    expect(receiver.received).to.deep.equal([]);
    await waitFor('the publish at its date', () => receiver.received.length >= 1, 15_000);
    expect(Date.now()).to.be.at.least(future.getTime() - 1_000);
    const payload = JSON.parse(receiver.received[0]!.body);
    expect(payload.event).to.equal('post.published');
    expect(payload.data.post.slug).to.equal('soon');

    // Unpublished before its date: the waiting publish is dropped, post.unpublished is sent.
    receiver.received.length = 0;
    const later = (await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'never', publishDate: '2099-01-01T00:00:00.000Z' })).expect(201)).body.post;
    await admin.put(`/api/admin/blog-posts/${later.id}`).send(postInput({ slug: 'never', publishDate: '2099-01-01T00:00:00.000Z', status: 'draft' })).expect(200);
    await waitFor('the unpublish', () => receiver.received.length >= 1);
    expect(receiver.received.map((request) => request.headers['x-webhook-event'])).to.deep.equal(['post.unpublished']);
    expect((await deliveriesOf(hook.id)).filter((delivery) => delivery.subjectId === later.id).map((delivery) => delivery.event)).to.deep.equal(['post_unpublished']);
  });

  it('answers 400 naming the field for a bad URL, no events or an unknown id', async () => {
    const errorsOf = async (input: Record<string, unknown>) => {
      const res = await gql(admin, CREATE, { input }).expect(200);
      return res.body.errors?.[0]?.extensions;
    };
    expect(await errorsOf({ name: 'x', url: 'ftp://example.com/hook', events: ['post_published'] })).to.deep.include({ code: 'BAD_USER_INPUT', errors: { url: 'URL must start with http:// or https://' } });
    expect(await errorsOf({ name: 'x', url: 'not a url', events: ['post_published'] })).to.deep.include({ errors: { url: 'URL must be a full http:// or https:// address' } });
    expect(await errorsOf({ name: '', url: 'https://example.com/h', events: [] })).to.deep.include({ errors: { name: 'Name is required', events: 'Choose at least one event' } });
    const unknownEvent = await gql(admin, CREATE, { input: { name: 'x', url: 'https://example.com/h', events: ['post_exploded'] } }).expect(400);
    expect(JSON.stringify(unknownEvent.body.errors)).to.contain('post_exploded');
    const missing = await gql(admin, 'mutation { deleteWebhook(id: 999999) { id } }').expect(200);
    expect(missing.body.errors[0].extensions.code).to.equal('NOT_FOUND');
    expect(await Webhook.count()).to.equal(0);
  });

  it('refuses private and loopback targets when they are not allowed (production default)', async () => {
    const strict = await createTestApp({ webhooks: { allowPrivateTargets: false } });
    const strictAdmin = await adminAgent(strict.app, strict.services);
    for (const url of ['http://127.0.0.1:9/hook', 'http://localhost/hook', 'http://10.1.2.3/hook', 'http://169.254.169.254/latest', 'http://[::1]/hook']) {
      const res = await gql(strictAdmin, CREATE, { input: { name: 'internal', url, events: ['post_published'] } }).expect(200);
      expect(res.body.errors?.[0]?.extensions?.errors, url).to.have.property('url').that.contains('private network');
    }
    // A name that resolves to a loopback address is refused at delivery time.
    const { WebhookClient } = await import('../../src/integrations/webhooks/webhook.client.js');
    const client = new WebhookClient({ timeoutMs: 1_000, allowPrivateTargets: false });
    const failure = await client.send({ url: receiver.url('/x').replace('127.0.0.1', 'localhost.'), secrets: ['s'], event: 'ping', deliveryId: 1, body: '{}' }).catch((error: Error) => error);
    expect(String((failure as Error).message)).to.match(/^Refused: /);
    expect(receiver.received).to.deep.equal([]);
  });

  it('refuses private targets by default in production, allows them by default elsewhere and when switched on', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://example.com' };
    expect(loadConfig(production).webhooks).to.deep.equal({ timeoutMs: 10_000, allowPrivateTargets: false });
    expect(loadConfig({ ...production, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }).webhooks.allowPrivateTargets).to.equal(true);
    expect(loadConfig({ NODE_ENV: 'test' }).webhooks.allowPrivateTargets).to.equal(true);
    expect(() => loadConfig({ NODE_ENV: 'test', OUTBOX_LEASE_MS: '30000', KLAVIYO_TIMEOUT_MS: '1000', WEBHOOK_TIMEOUT_MS: '20000' })).to.throw(/WEBHOOK_TIMEOUT_MS/);
  });

  it('refuses webhook operations without an admin', async () => {
    const { default: request } = await import('supertest');
    const res = await gql(request(t.app), '{ webhooks { id secret } }').expect(200);
    expect(res.body.errors[0].extensions.code).to.equal('UNAUTHENTICATED');
    expect(res.body.data).to.equal(null);
  });
});
