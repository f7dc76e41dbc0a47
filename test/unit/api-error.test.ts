/** The browser's REST helper (docs/product.md §7 and §8) and its messages for people, with fetch stubbed. */
import { expect } from 'chai';
import { ApiError, apiGet, apiRequest, NetworkError } from '../../src/shared/api-error.js';

type Call = { url: string; init: RequestInit };

describe('apiRequest / apiGet', () => {
  const realFetch = globalThis.fetch;
  let calls: Call[];
  function answer(status: number, body: string, statusText = '') {
    globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      return new Response(body || null, { status, statusText });
    }) as typeof fetch;
  }
  beforeEach(() => {
    calls = [];
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends credentials always, and a JSON body and content type only with a payload', async () => {
    answer(200, '{}');
    await apiRequest('POST', '/api/klaviyo/waitlist', { email: 'a@b.co' });
    await apiRequest('POST', '/api/admin/logout');
    expect(calls[0].init).to.deep.include({ method: 'POST', credentials: 'include', body: '{"email":"a@b.co"}' });
    expect(calls[0].init.headers).to.deep.equal({ 'Content-Type': 'application/json' });
    expect(calls[1].init).to.deep.include({ credentials: 'include', body: undefined });
    expect(calls[1].init.headers).to.deep.equal({});
  });

  it('raises "{status}: {body}" with the server\'s message for people', async () => {
    answer(409, '{"message":"A post with this slug already exists","errors":{"slug":"A post with this slug already exists"}}');
    const error = (await apiRequest('POST', '/api/admin/blog-posts', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error).to.be.instanceOf(ApiError);
    expect(error.message).to.equal('409: {"message":"A post with this slug already exists","errors":{"slug":"A post with this slug already exists"}}');
    expect(error.status).to.equal(409);
    expect(error.userMessage).to.equal('A post with this slug already exists');
    expect(error.body?.errors).to.deep.equal({ slug: 'A post with this slug already exists' });
  });

  it('uses the status text when the body is empty, and has no user message for non-JSON bodies', async () => {
    answer(503, '', 'Service Unavailable');
    const empty = (await apiRequest('GET', '/api/x').catch((caught: unknown) => caught)) as ApiError;
    expect(empty.message).to.equal('503: Service Unavailable');
    answer(502, 'upstream connect error');
    const text = (await apiRequest('GET', '/api/x').catch((caught: unknown) => caught)) as ApiError;
    expect(text.message).to.equal('502: upstream connect error');
    expect(text.userMessage).to.equal(undefined);
  });

  it("turns an HTML error page (a proxy's) into a sentence for people, keeping the status", async () => {
    for (const page of ['<html>Bad gateway</html>', '\n<!DOCTYPE html>\n<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>']) {
      answer(502, page);
      const error = (await apiRequest('POST', '/api/klaviyo/waitlist', {}).catch((caught: unknown) => caught)) as ApiError;
      expect(error).to.be.instanceOf(ApiError);
      expect(error.status).to.equal(502);
      expect(error.message).to.equal('502: The server could not answer just now. Please try again in a moment.');
    }
  });

  it('says the server could not be reached when the network fails', async () => {
    globalThis.fetch = (async () => { throw new TypeError('Failed to fetch'); }) as typeof fetch;
    const error = (await apiRequest('POST', '/api/klaviyo/waitlist', {}).catch((caught: unknown) => caught)) as NetworkError;
    expect(error).to.be.instanceOf(NetworkError);
    expect(error.message).to.equal('We could not reach the server. Please check your connection and try again.');
    const get = await apiGet('/api/blog-posts').catch((caught: unknown) => caught);
    expect(get).to.be.instanceOf(NetworkError);
  });

  it('gives up on a request without an answer after its time limit', async () => {
    let signal: AbortSignal | undefined;
    globalThis.fetch = ((_url: string, init: RequestInit = {}) => new Promise((_resolve, reject) => {
      signal = init.signal ?? undefined;
      signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    })) as typeof fetch;
    const error = (await apiRequest('POST', '/api/klaviyo/waitlist', {}, { timeoutMs: 30 }).catch((caught: unknown) => caught)) as NetworkError;
    expect(error).to.be.instanceOf(NetworkError);
    expect(error.reason).to.equal('timeout');
    expect(error.message).to.equal('The server took too long to answer. Please try again in a moment.');
    expect(signal?.aborted).to.equal(true);
  });

  it('apiGet parses JSON, and turns a 401 into null only when asked', async () => {
    answer(200, '{"isAuthenticated":true}');
    expect(await apiGet('/api/admin/session')).to.deep.equal({ isAuthenticated: true });
    expect(calls[0].init).to.deep.include({ credentials: 'include' });
    answer(401, '{"message":"You must be logged in as an administrator"}');
    expect(await apiGet('/api/admin/blog-categories', { on401: 'returnNull' })).to.equal(null);
    const error = (await apiGet('/api/admin/blog-categories').catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).to.equal('401: {"message":"You must be logged in as an administrator"}');
  });
});
