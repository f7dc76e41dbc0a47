import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { LoginInputType } from '../types/inputs.js';
import { AdminUserType, SessionType } from '../types/session.type.js';

/** The admin session on the same cookie as REST. */
@Resolver()
export class SessionResolver {
  @Query(() => SessionType, { description: 'Whether the request carries a staff session, and whose.' })
  session(@Ctx() { services, viewer }: GraphQLContext) {
    return services.sessions.state(viewer);
  }

  @Mutation(() => AdminUserType, { description: 'Logs staff in and sets the session cookie; UNAUTHENTICATED for a wrong username or password.' })
  login(@Ctx() { services, session }: GraphQLContext, @Arg('input', () => LoginInputType, { description: 'The login form’s fields.' }) input: LoginInputType) {
    return services.sessions.logIn(session, { ...input });
  }

  @Mutation(() => Boolean, { description: 'Ends the session (true even when there was none).' })
  async logout(@Ctx() { services, session, viewer }: GraphQLContext) {
    await services.sessions.logOut(session, viewer);
    return true;
  }
}
