import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { DeleteResultType } from '../types/post.type.js';
import { WebhookDeliveryType, WebhookInputType, WebhookType } from '../types/webhook.type.js';

@Resolver()
export class WebhookResolver {
  @Authorized()
  @Query(() => [WebhookType], { description: 'Every registered webhook, oldest first.' })
  webhooks(@Ctx() { services }: GraphQLContext) {
    return services.webhooks.list();
  }

  @Authorized()
  @Query(() => [WebhookDeliveryType], { description: 'The newest deliveries, newest first: of one webhook, or of all.' })
  webhookDeliveries(
    @Ctx() { services }: GraphQLContext,
    @Arg('webhookId', () => Int, { nullable: true, description: 'Only this webhook’s deliveries.' }) webhookId?: number,
    @Arg('limit', () => Int, { defaultValue: 20, description: 'How many (1 to 100).' }) limit?: number,
  ) {
    return services.webhooks.deliveries(webhookId ?? undefined, limit);
  }

  @Authorized()
  @Mutation(() => WebhookType, { description: 'Registers a webhook with a new random secret.' })
  createWebhook(@Ctx() { services }: GraphQLContext, @Arg('input', () => WebhookInputType, { description: 'The webhook form’s fields.' }) input: WebhookInputType) {
    return services.webhooks.create({ ...input });
  }

  @Authorized()
  @Mutation(() => WebhookType, { description: 'Changes a webhook’s name, URL, events or active flag.' })
  updateWebhook(
    @Ctx() { services }: GraphQLContext,
    @Arg('id', () => Int, { description: 'The webhook’s id.' }) id: number,
    @Arg('input', () => WebhookInputType, { description: 'The fields to change.' }) input: WebhookInputType,
  ) {
    return services.webhooks.update(id, { ...input });
  }

  @Authorized()
  @Mutation(() => WebhookType, { description: 'Gives the webhook a new secret; deliveries are signed with it from now on.' })
  rotateWebhookSecret(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The webhook’s id.' }) id: number) {
    return services.webhooks.rotateSecret(id);
  }

  @Authorized()
  @Mutation(() => DeleteResultType, { description: 'Deletes the webhook and its deliveries; waiting ones are not sent.' })
  deleteWebhook(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The webhook’s id.' }) id: number) {
    return services.webhooks.delete(id);
  }

  @Authorized()
  @Mutation(() => WebhookDeliveryType, { description: 'Queues a signed `ping` delivery to the webhook now, to test the receiver.' })
  pingWebhook(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The webhook’s id.' }) id: number) {
    return services.webhooks.ping(id);
  }
}
