/**
 * A small queue in front of password hashing. argon2 runs on libuv's thread pool (4 threads by
 * default), the same pool the database drivers use, so a flood of logins would leave page
 * renders waiting for a thread. At most `concurrency` hashes run at once; up to `queue` more wait
 * their turn, and past that a login is told to retry in a moment instead of piling up.
 */
import { WorkSlots } from '../shared/work-slots.js';
import { RateLimitedError } from './errors.js';

export interface HashSlotOptions {
  concurrency: number;
  queue: number;
}

export const BUSY_MESSAGE = 'The server is busy checking other logins. Please try again in a few seconds.';

export class HashSlots extends WorkSlots {
  constructor(options: HashSlotOptions) {
    super({ ...options, busy: () => new RateLimitedError(BUSY_MESSAGE, 2) });
  }
}
