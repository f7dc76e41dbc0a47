import { expect } from 'chai';
import { KlaviyoError, errorDetail, parseRetryAfter } from '../../src/integrations/klaviyo/klaviyo.errors.js';
import { backoffDelay, retryDelay } from '../../src/outbox/backoff.js';
import { readOutboxSettings as outboxSettingsFromEnv } from '../../src/config/outbox.config.js';
import { ConfigError } from '../../src/config/config.js';

describe('outbox: backoff and the provider\'s answers', () => {
  it('doubles the delay per attempt within [cap/2, cap], up to the ceiling', () => {
    const options = (random: number) => ({ baseMs: 1000, maxMs: 10_000, random: () => random });
    expect([1, 2, 3, 4, 5, 9].map((attempt) => backoffDelay(attempt, options(1)))).to.deep.equal([1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect([1, 2, 3].map((attempt) => backoffDelay(attempt, options(0)))).to.deep.equal([500, 1000, 2000]);
  });

  it('never retries sooner than Retry-After asks', () => {
    expect(retryDelay(1, 30_000, { baseMs: 1000, maxMs: 10_000, random: () => 0 })).to.equal(30_000);
    expect(retryDelay(1, 30_000, { baseMs: 1000, maxMs: 10_000, random: () => 1 })).to.equal(31_000);
    expect(parseRetryAfter('12')).to.equal(12_000);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:30 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).to.equal(30_000);
    expect(parseRetryAfter('soon')).to.equal(undefined);
    expect(parseRetryAfter(null)).to.equal(undefined);
  });

  it('sorts answers into retryable and final, keeping the provider\'s detail', () => {
    const of = (status: number) => KlaviyoError.fromResponse('/api/events', status, '', null);
    expect([429, 500, 503, 408].map((status) => of(status).retryable)).to.deep.equal([true, true, true, true]);
    expect([400, 401, 403, 404, 409].map((status) => of(status).retryable)).to.deep.equal([false, false, false, false, false]);
    expect(of(401).message).to.equal('Klaviyo answered 401 to POST /api/events');
    expect(errorDetail('{"errors":[{"title":"Not found","detail":"List does not exist.","source":{"pointer":"/data/relationships/list"}}]}'))
      .to.equal('Not found — List does not exist. (/data/relationships/list)');
    expect(errorDetail('<html>Bad Gateway</html>')).to.equal('<html>Bad Gateway</html>');
    expect(errorDetail('x'.repeat(900))).to.have.length(500);
  });

  it('reads its settings from the environment and refuses a lease shorter than three calls', () => {
    expect(outboxSettingsFromEnv({ OUTBOX_POLL_MS: '50', OUTBOX_MAX_ATTEMPTS: '3' })).to.include({ pollMs: 50, maxAttempts: 3, batchSize: 10 });
    expect(() => outboxSettingsFromEnv({ OUTBOX_BATCH_SIZE: 'ten' })).to.throw(ConfigError, 'OUTBOX_BATCH_SIZE must be a whole number');
    expect(() => outboxSettingsFromEnv({ OUTBOX_LEASE_MS: '1000', KLAVIYO_TIMEOUT_MS: '1000' })).to.throw(ConfigError, 'OUTBOX_LEASE_MS');
  });
});
