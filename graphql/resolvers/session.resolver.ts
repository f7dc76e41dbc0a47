import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { SESSION_COOKIE } from '../../src/server/middleware/session.js';
import { logIn, logOut, sessionState } from '../../src/server/session-auth.js';
import type { GraphQLContext } from '../context.js';
import { LoginInputType } from '../types/inputs.js';
import { AdminUserType, SessionType } from '../types/session.type.js';

/** The admin session on the same cookie as REST. */
@Resolver()
export class SessionResolver {
  @Query(() => SessionType)
  session(@Ctx() { services, req }: GraphQLContext) {
    return sessionState(req, services);
  }

  @Mutation(() => AdminUserType)
  login(@Ctx() { services, req }: GraphQLContext, @Arg('input', () => LoginInputType) input: LoginInputType) {
    return logIn(req, services, { ...input });
  }

  @Mutation(() => Boolean)
  async logout(@Ctx() { req, res }: GraphQLContext) {
    await logOut(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return true;
  }
}
