/**
 * Webhooks (issue 23): a failed delivery is sent again on request (GraphQL admin mutation and
 * REST), with the same body and id; the inspector shows the last attempt's request (signed, never
 * the secret) and the receiver's status, headers and body; a secret rotation keeps the old secret
 * signing for its grace period (two v1= in the header), after which only the new one signs.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { OutboxMessage, Webhook } from '../../models/index.js';
import { verifySignature } from '../../src/integrations/webhooks/webhook-signature.js';
import { createChannelWorker } from '../../src/outbox/outbox.runtime.js';
import { createWebhookChannel } from '../../src/integrations/webhooks/webhook.delivery.js';
import type { OutboxWorker } from '../../src/outbox/outbox.worker.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { captureLogger, FAST_SETTINGS, waitFor } from './support.js';

interface Received { headers: IncomingHttpHeaders; body: string }

const CREATE = 'mutation ($input: WebhookInput!) { createWebhook(input: $input) { id secret } }';
const PING = 'mutation ($id: Int!) { pingWebhook(id: $id) { id } }';
const INSPECT = `query ($id: Int!) { webhookDelivery(id: $id) { id status attempts lastError
  lastExchange { attemptedAt error request { method url headers { name value } } response { statusCode bodyExcerpt headers { name value } } } } }`;
const REDELIVER = 'mutation ($id: Int!) { redeliverWebhookDelivery(id: $id) { id status attempts } }';
const ROTATE = 'mutation ($id: Int!, $grace: Int) { rotateWebhookSecret(id: $id, graceHours: $grace) { secret previousSecretExpiresAt } }';

describe('outbox: webhook redelivery, inspector and secret rotation', function () {
  this.timeout(30_000);
  let t: TestApp;
  let admin: TestAgent;
  let worker: OutboxWorker;
  let server: Server;
  let base: string;
  let answer = 500;
  const received: Received[] = [];

  before(async () => {
    await resetDatabase();
    t = await createTestApp();
    admin = await adminAgent(t.app, t.services);
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(answer, { 'Content-Type': 'text/plain', 'X-Receiver': 'test' }).end(answer >= 400 ? 'database migration in progress' : 'thanks');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    worker = createChannelWorker(createWebhookChannel({ timeoutMs: 2_000, allowPrivateTargets: true }), { ...FAST_SETTINGS, maxAttempts: 1 }, captureLogger().logger);
    worker.start();
  });
  after(async () => {
    await worker?.stop();
    await new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); });
  });

  const statusOf = async (id: number) => (await OutboxMessage.findOne({ where: { kind: 'webhook', submissionId: id } }))!.status;

  it('shows the failed attempt in the inspector, and redelivers it (GraphQL, then REST) with the same body and id', async () => {
    answer = 500;
    const hook = (await gql(admin, CREATE, { input: { name: 'Purger', url: `${base}/hook`, events: ['post_published'] } }).expect(200)).body.data.createWebhook as { id: number; secret: string };
    const delivery = (await gql(admin, PING, { id: hook.id }).expect(200)).body.data.pingWebhook as { id: number };
    await waitFor('the delivery failed', async () => (await statusOf(delivery.id)) === 'failed');

    const inspected = (await gql(admin, INSPECT, { id: delivery.id }).expect(200)).body.data.webhookDelivery;
    expect(inspected).to.deep.include({ id: delivery.id, status: 'failed', attempts: 1 });
    const exchange = inspected.lastExchange;
    expect(exchange.request).to.deep.include({ method: 'POST', url: `${base}/hook` });
    const requestHeaders = Object.fromEntries(exchange.request.headers.map((header: { name: string; value: string }) => [header.name, header.value]));
    expect(requestHeaders['x-webhook-delivery']).to.equal(String(delivery.id));
    expect(requestHeaders['x-webhook-signature']).to.match(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(JSON.stringify(exchange)).to.not.include(hook.secret);
    expect(exchange.response.statusCode).to.equal(500);
    expect(exchange.response.bodyExcerpt).to.equal('database migration in progress');
    expect(exchange.response.headers).to.deep.include({ name: 'x-receiver', value: 'test' });
    expect(exchange.error).to.match(/^The receiver answered 500/);

    const first = received.length;
    answer = 204;
    const again = (await gql(admin, REDELIVER, { id: delivery.id }).expect(200)).body.data.redeliverWebhookDelivery;
    expect(again).to.deep.include({ id: delivery.id, status: 'waiting', attempts: 0 });
    await waitFor('the redelivery was sent', async () => (await statusOf(delivery.id)) === 'sent');
    expect(received.length).to.equal(first + 1);
    expect(received.at(-1)!.body).to.equal(received[first - 1]!.body);
    expect(received.at(-1)!.headers['x-webhook-delivery']).to.equal(String(delivery.id));
    const sent = (await gql(admin, INSPECT, { id: delivery.id }).expect(200)).body.data.webhookDelivery.lastExchange;
    expect(sent).to.deep.include({ error: null });
    expect(sent.response.statusCode).to.equal(204);

    // A sent delivery may be sent again over REST.
    const rest = await admin.post(`/api/admin/webhook-deliveries/${delivery.id}/redeliver`).expect(200);
    expect(rest.body.delivery).to.deep.include({ id: delivery.id, status: 'waiting' });
    await waitFor('sent once more', async () => (await statusOf(delivery.id)) === 'sent');
    expect(received.length).to.equal(first + 2);
    const viaRest = await admin.get(`/api/admin/webhook-deliveries/${delivery.id}`).expect(200);
    expect(viaRest.body.delivery.lastExchange.response.status).to.equal(204);
    await admin.post('/api/admin/webhook-deliveries/999999/redeliver').expect(404);
    // One still on its way (waiting for a later attempt) is refused: nothing is sent twice at once.
    await OutboxMessage.update({ status: 'waiting', nextAttemptAt: new Date(Date.now() + 3_600_000) }, { where: { kind: 'webhook', submissionId: delivery.id } });
    const busy = await admin.post(`/api/admin/webhook-deliveries/${delivery.id}/redeliver`).expect(409);
    expect(busy.body.message).to.equal('The delivery is still waiting or being sent: it is on its way already');
    const busyGraph = await gql(admin, REDELIVER, { id: delivery.id }).expect(200);
    expect(busyGraph.body.errors[0].extensions.code).to.equal('CONFLICT');
    await request(t.app).post(`/api/admin/webhook-deliveries/${delivery.id}/redeliver`).expect(401);
  });

  it('answers a redelivery as queued even when the worker claims the row before the answer is written', async () => {
    answer = 500;
    const hook = (await gql(admin, CREATE, { input: { name: 'Racing', url: `${base}/race`, events: ['post_published'] } }).expect(200)).body.data.createWebhook as { id: number };
    const delivery = (await gql(admin, PING, { id: hook.id }).expect(200)).body.data.pingWebhook as { id: number };
    await waitFor('the delivery failed', async () => (await statusOf(delivery.id)) === 'failed');
    answer = 204;
    // The worker's claim, at the moment it can come soonest: right after the redelivery's write
    // (CI saw the answer say 'sending' when the real worker won this race).
    const claim = async () => {
      await OutboxMessage.update({ status: 'sending', attempts: 1 }, { where: { kind: 'webhook', submissionId: delivery.id }, hooks: false });
    };
    OutboxMessage.addHook('afterBulkUpdate', 'claimAtOnce', claim);
    try {
      const again = (await gql(admin, REDELIVER, { id: delivery.id }).expect(200)).body.data.redeliverWebhookDelivery;
      expect(again).to.deep.equal({ id: delivery.id, status: 'waiting', attempts: 0 });
    } finally {
      OutboxMessage.removeHook('afterBulkUpdate', 'claimAtOnce');
    }
    await OutboxMessage.update({ status: 'waiting', attempts: 0 }, { where: { kind: 'webhook', submissionId: delivery.id } });
    await waitFor('the redelivery was sent', async () => (await statusOf(delivery.id)) === 'sent');
  });

  it('signs with both secrets during the rotation grace period, then with the new one only', async () => {
    answer = 204;
    const hook = (await gql(admin, CREATE, { input: { name: 'Rotating', url: `${base}/rotate`, events: ['post_published'] } }).expect(200)).body.data.createWebhook as { id: number; secret: string };
    const rotated = (await gql(admin, ROTATE, { id: hook.id }).expect(200)).body.data.rotateWebhookSecret as { secret: string; previousSecretExpiresAt: string };
    expect(rotated.secret).to.not.equal(hook.secret);
    const hoursLeft = (Date.parse(rotated.previousSecretExpiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).to.be.within(23.9, 24);

    const during = (await gql(admin, PING, { id: hook.id }).expect(200)).body.data.pingWebhook as { id: number };
    await waitFor('sent during the grace period', async () => (await statusOf(during.id)) === 'sent');
    const signed = received.at(-1)!;
    expect(signed.headers['x-webhook-signature']).to.match(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifySignature(rotated.secret, signed.headers['x-webhook-signature'] as string, signed.body)).to.equal(true);
    expect(verifySignature(hook.secret, signed.headers['x-webhook-signature'] as string, signed.body)).to.equal(true);

    // The grace period over (as if a day passed), only the new secret signs.
    await Webhook.update({ previousSecretUntil: new Date(Date.now() - 1000) }, { where: { id: hook.id } });
    const listed = (await gql(admin, '{ webhooks { id previousSecretExpiresAt } }').expect(200)).body.data.webhooks.find((item: { id: number }) => item.id === hook.id);
    expect(listed.previousSecretExpiresAt).to.equal(null);
    const after = (await gql(admin, PING, { id: hook.id }).expect(200)).body.data.pingWebhook as { id: number };
    await waitFor('sent after the grace period', async () => (await statusOf(after.id)) === 'sent');
    const late = received.at(-1)!;
    expect(late.headers['x-webhook-signature']).to.match(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(hook.secret, late.headers['x-webhook-signature'] as string, late.body)).to.equal(false);
    expect(verifySignature(rotated.secret, late.headers['x-webhook-signature'] as string, late.body)).to.equal(true);

    // graceHours 0 stops the old secret at once; out of range is refused naming the field.
    const now = (await gql(admin, ROTATE, { id: hook.id, grace: 0 }).expect(200)).body.data.rotateWebhookSecret;
    expect(now.previousSecretExpiresAt).to.equal(null);
    const bad = await gql(admin, ROTATE, { id: hook.id, grace: 500 }).expect(200);
    expect(bad.body.errors[0].extensions.errors).to.deep.equal({ graceHours: 'graceHours must be a whole number of hours from 0 to 168' });
  });
});
