// Mocha root hooks: test settings before anything loads, and the test database closed at the end.
import 'reflect-metadata';
import { closeTestDatabase } from './database.js';

process.env.NODE_ENV = 'test';

export const mochaHooks = {
  async afterAll() {
    await closeTestDatabase();
  },
};
