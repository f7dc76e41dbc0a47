/**
 * Why an outbox delivery failed, sorted into what the worker does next: `rejected` (the request
 * itself is wrong, retrying cannot help) fails the message; everything else is retried with
 * backoff, after the receiver's Retry-After when it sent one. The e-mail provider's and the
 * webhooks' errors are both of this kind.
 */
export type DeliveryFailure = 'rate_limited' | 'server' | 'timeout' | 'network' | 'rejected';

export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly failure: DeliveryFailure,
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }

  get retryable(): boolean {
    return this.failure !== 'rejected';
  }
}
