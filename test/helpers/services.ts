/**
 * Service-level tests: the services (createServices) on the test database with a clock the test
 * holds, so "now" is whatever the test says and time moves only when it moves it. No HTTP.
 */
import type { Sequelize } from 'sequelize-typescript';
import { createServices, type ServiceOptions, type Services } from '../../src/services/index.js';
import { testConfig, testDatabase } from './database.js';

export interface TestClock {
  now(): Date;
  set(at: Date | string): void;
  advance(ms: number): void;
}

/** A clock standing at `start` until the test sets or advances it. */
export function fixedClock(start: Date | string = '2026-03-01T12:00:00.000Z'): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at) => { current = new Date(at); },
    advance: (ms) => { current = new Date(current.getTime() + ms); },
  };
}

export interface TestServices {
  services: Services;
  clock: TestClock;
  sequelize: Sequelize;
}

/** The services on the (migrated) test database, reading the time from `clock`. */
export async function createTestServices({ clock = fixedClock(), ...options }: Omit<ServiceOptions, 'clock'> & { clock?: TestClock } = {}): Promise<TestServices> {
  const { sequelize } = await testDatabase();
  const config = testConfig();
  return { services: createServices(sequelize, { login: config.security.login, sessionSecret: config.session.secret, ...options, clock: clock.now }), clock, sequelize };
}
