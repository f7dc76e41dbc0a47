/**
 * Logging in and out on an express-session, shared by the REST routes and the GraphQL resolvers.
 * Login issues a new session id (no fixation); logout destroys the session row.
 */
import type { Request } from 'express';
import type { AdminUser, Services } from '../services/index.js';

export interface SessionState {
  isAuthenticated: boolean;
  user: { id: number; username: string } | null;
}

export async function sessionState(req: Request, services: Services): Promise<SessionState> {
  const id = req.session?.adminId;
  const user = id ? await services.auth.findAdmin(id) : null;
  return { isAuthenticated: !!user, user };
}

export async function logIn(req: Request, services: Services, input: unknown): Promise<AdminUser> {
  const user = await services.auth.login(input);
  await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
  req.session.adminId = user.id;
  req.session.username = user.username;
  await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
  return user;
}

export async function logOut(req: Request): Promise<void> {
  if (!req.session) return;
  await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}
