import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { AuditPageType } from '../types/audit.type.js';

@Resolver()
export class AuditResolver {
  @Authorized()
  @Query(() => AuditPageType, { description: 'The staff audit log, newest first (administrators). kind "post" finds every post.* kind.' })
  auditLog(
    @Ctx() { services }: GraphQLContext,
    @Arg('actorId', () => Int, { nullable: true, description: 'Only this staff member’s actions.' }) actorId?: number,
    @Arg('kind', () => String, { nullable: true, description: 'A kind (post.published) or a family (post).' }) kind?: string,
    @Arg('from', () => String, { nullable: true, description: 'From this date or time (ISO 8601).' }) from?: string,
    @Arg('to', () => String, { nullable: true, description: 'Up to this date or time (ISO 8601).' }) to?: string,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 50, description: 'At most 200.' }) pageSize?: number,
  ) {
    return services.audit.list({ actorId: actorId ?? undefined, kind: kind ?? undefined, from, to, page, pageSize });
  }
}
