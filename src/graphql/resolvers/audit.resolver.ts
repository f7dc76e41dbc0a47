import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { AuditPageType } from '../types/audit.type.js';

@Resolver()
export class AuditResolver {
  @Authorized()
  @Query(() => AuditPageType, { description: 'The staff audit log, newest first (administrators). action "post" finds every post.* action.' })
  auditLog(
    @Ctx() { services }: GraphQLContext,
    @Arg('actorId', () => Int, { nullable: true, description: 'Only this staff member’s actions.' }) actorId?: number,
    @Arg('action', () => String, { nullable: true, description: 'An action (post.published) or a family of them (post).' }) action?: string,
    @Arg('from', () => String, { nullable: true, description: 'From this date or time (ISO 8601).' }) from?: string,
    @Arg('to', () => String, { nullable: true, description: 'Up to this date or time (ISO 8601).' }) to?: string,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: 'The page, from 1.' }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 50, description: 'At most 200.' }) pageSize?: number,
  ) {
    return services.audit.listForGraphql({ actorId: actorId ?? undefined, kind: action ?? undefined, from, to, page, pageSize });
  }
}
