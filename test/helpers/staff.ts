/** Staff members of each role, signed in (issue 24). */
import type { RequestListener, Server } from 'node:http';
import type { Express } from 'express';
import request from 'supertest';
import { User } from '../../models/index.js';
import type { Services } from '../../src/services/index.js';
import type { StaffRole } from '../../src/shared/staff-roles.js';

export const STAFF_PASSWORD = 'a-long-staff-password-42';

/** Creates (or finds) `<role>.member` with that role; answers the user. */
export async function createStaffMember(services: Services, role: StaffRole, username = `${role}.member`): Promise<User> {
  const existing = await User.findOne({ where: { username } });
  if (existing) return existing.update({ role, suspendedAt: null });
  const password = await services.auth.hashNewPassword(STAFF_PASSWORD, username);
  return User.create({ username, password, role, email: `${username}@example.org`, name: username });
}

/** A supertest agent signed in as a member of `role`. */
export async function staffAgent(app: Express | Server | RequestListener, services: Services, role: StaffRole, username?: string) {
  const user = await createStaffMember(services, role, username);
  const agent = request.agent(app);
  const res = await agent.post('/api/admin/login').send({ username: user.username, password: STAFF_PASSWORD });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return Object.assign(agent, { user });
}
