/**
 * Pages take turns to render (RENDER_CONCURRENCY at once, RENDER_QUEUE waiting): the next page
 * starts when one finishes, a full queue answers 503 with Retry-After and a page that says so,
 * and a visitor who left while waiting gets nothing rendered.
 */
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { expect } from 'chai';
import request from 'supertest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { postInput } from '../helpers/fixtures.js';
import { waitFor } from '../http-cache/support.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pages: renders take turns', function () {
  this.timeout(60_000);
  let t: TestApp;
  let server: Server;
  let port: number;
  let running = 0;
  let most = 0;
  let started = 0;
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();

  before(async () => {
    await resetDatabase();
    t = await createTestApp({ pages: true, configure: (config) => ({ ...config, operations: { ...config.operations, renderConcurrency: 1, renderQueue: 1 } }) });
    await t.services.posts.create(postInput({ slug: 'turns', title: 'Taking Turns' }));
    // Every article read waits at the gate: a render holds its slot until the test opens it.
    const getArticle = t.services.articles.getArticle.bind(t.services.articles);
    t.services.articles.getArticle = async (...args: Parameters<typeof getArticle>) => {
      started++;
      running++;
      most = Math.max(most, running);
      try {
        await gate;
        return await getArticle(...args);
      } finally {
        running--;
      }
    };
    server = createServer(t.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  // Each request asks for a URL of its own (the article opened from another list page), so the
  // response cache in front neither answers it nor folds it into a render under way.
  let asked = 0;
  const fresh = () => `/blog/turns?page=${++asked + 1}`;
  const close = () => {
    gate = new Promise((resolve) => (release = resolve));
  };

  it('renders one page at a time with RENDER_CONCURRENCY=1, and a full queue answers 503 with Retry-After', async () => {
    close();
    started = 0;
    const first = request(server).get(fresh()).then((res) => res);
    await waitFor('the first render to start', () => started === 1);
    const second = request(server).get(fresh()).then((res) => res);
    await pause(200); // the second request reaches the queue
    expect(started, 'the second page waits for the first').to.equal(1);

    const third = await request(server).get(fresh());
    expect(third.status).to.equal(503);
    expect(third.headers['retry-after']).to.equal('5');
    expect(third.headers['cache-control']).to.equal('no-store');
    expect(third.text).to.include('The site is very busy right now. Please try again in a few seconds.');
    const api = await request(server).get('/api/blog-posts/turns');
    expect(api.status, 'the APIs do not wait for page renders').to.equal(200);

    release();
    const [one, two] = await Promise.all([first, second]);
    expect([one.status, two.status]).to.deep.equal([200, 200]);
    expect(two.text).to.include('Taking Turns');
    expect(most, 'never two renders at once').to.equal(1);
    expect(started).to.equal(2);
  });

  it('renders nothing for a visitor who left while waiting', async () => {
    close();
    started = 0;
    const first = request(server).get(fresh()).then((res) => res);
    await waitFor('the first render to start', () => started === 1);
    // A raw connection sends a request, then hangs up while it waits for the slot.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`GET ${fresh()} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await pause(200);
    socket.destroy();
    await pause(200);
    release();
    expect((await first).status).to.equal(200);
    // The slot went to the next request, which found its visitor gone.
    expect((await request(server).get(fresh())).status).to.equal(200);
    expect(started, 'the abandoned request was never rendered').to.equal(2);
  });
});
