/**
 * The HTTP server builds its requests and responses with Express's prototypes
 * (src/server/express-messages.ts), so Express no longer changes each request's prototype, and
 * Express still answers through them as usual: its request getters, its response helpers,
 * keep-alive, error answers.
 */
import { request as httpRequest, IncomingMessage, ServerResponse, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import express, { type Express } from 'express';
import { expressMessageClasses } from '../../src/server/express-messages.js';
import { listen, type HttpServer } from '../../src/server/graceful-http.js';

interface Answer { status: number; headers: IncomingHttpHeaders; body: string }

function get(port: number, path: string, agent: import('node:http').Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject).end();
  });
}

describe('requests and responses born with Express prototypes', () => {
  let app: Express;
  let http: HttpServer;
  let port: number;
  const seen: Array<{ request: boolean; response: boolean }> = [];

  before(async () => {
    app = express();
    app.set('trust proxy', false);
    app.get('/echo/:name', (req, res) => {
      res.status(201).set('X-Path', req.path).json({ name: req.params.name, query: req.query, protocol: req.protocol, fresh: req.fresh });
    });
    app.get('/fails', () => {
      throw new Error('boom');
    });
    // What arrives from Node's server, before Express has touched the objects.
    const handler = (req: IncomingMessage, res: ServerResponse) => {
      seen.push({ request: Object.getPrototypeOf(req) === app.request, response: Object.getPrototypeOf(res) === app.response });
      app(req, res);
    };
    http = await listen(handler, 0, '127.0.0.1', expressMessageClasses(app));
    port = (http.server.address() as AddressInfo).port;
  });

  after(async () => {
    await http.drain(1_000);
  });

  it("arrive with the app's request and response prototypes, and are still Node's messages", async () => {
    seen.length = 0;
    await get(port, '/echo/one');
    expect(seen).to.deep.equal([{ request: true, response: true }]);
    // Express's prototypes sit on Node's: instanceof and Node's own methods still hold.
    const classes = expressMessageClasses(app);
    expect(classes.IncomingMessage!.prototype).to.equal(app.request);
    expect(app.request).to.be.instanceOf(IncomingMessage);
    expect(app.response).to.be.instanceOf(ServerResponse);
  });

  it('Express answers through them: params, query, getters, status, headers, JSON', async () => {
    const answer = await get(port, '/echo/runner?pace=5&pace=6');
    expect(answer.status).to.equal(201);
    expect(answer.headers['x-path']).to.equal('/echo/runner');
    expect(answer.headers['content-type']).to.match(/^application\/json/);
    expect(JSON.parse(answer.body)).to.deep.equal({ name: 'runner', query: { pace: ['5', '6'] }, protocol: 'http', fresh: false });
  });

  it('keep-alive connections carry several requests, each its own', async () => {
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    seen.length = 0;
    const answers = [await get(port, '/echo/a', agent), await get(port, '/echo/b', agent), await get(port, '/echo/c', agent)];
    agent.destroy();
    expect(answers.map((answer) => JSON.parse(answer.body).name)).to.deep.equal(['a', 'b', 'c']);
    expect(seen.every((one) => one.request && one.response)).to.equal(true);
  });

  it("Express's own answers still work: 404 for an unknown path, 500 for a handler that throws", async () => {
    expect((await get(port, '/nowhere')).status).to.equal(404);
    expect((await get(port, '/fails')).status).to.equal(500);
  });

  it('refuses a prototype that does not inherit from the class it stands for', () => {
    const foreign = { request: {}, response: Object.create(ServerResponse.prototype) } as unknown as Express;
    expect(() => expressMessageClasses(foreign)).to.throw(TypeError, /IncomingMessage: the prototype does not inherit from it/);
  });
});
