import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { ApiKeyType, CreatedApiKeyType } from '../types/api-key.type.js';
import { ApiKeyInputType } from '../types/inputs.js';

@Resolver()
export class ApiKeyResolver {
  @Authorized()
  @Query(() => [ApiKeyType], { description: 'Every Content API key, newest first, revoked ones included.' })
  apiKeys(@Ctx() { services }: GraphQLContext) {
    return services.apiKeys.list();
  }

  @Authorized()
  @Mutation(() => CreatedApiKeyType, { description: 'Creates a key and answers its token, this once.' })
  createApiKey(@Ctx() { services, viewer }: GraphQLContext, @Arg('input', () => ApiKeyInputType, { description: 'The key’s name and scope.' }) input: ApiKeyInputType) {
    return services.apiKeys.create({ ...input }, viewer);
  }

  @Authorized()
  @Mutation(() => ApiKeyType, { description: 'Revokes a key at once: requests with it get 401 from then on. Revoking a revoked key changes nothing.' })
  revokeApiKey(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The key’s id.' }) id: number) {
    return services.apiKeys.revoke(id);
  }
}
