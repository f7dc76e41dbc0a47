import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { DeleteResultType } from '../types/post.type.js';
import { deliveryForGraphQL, toGraphQLDelivery } from '../types/webhook-exchange.js';
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
    return services.webhooks.deliveries(webhookId ?? undefined, limit).then((list) => list.map(deliveryForGraphQL));
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
  @Query(() => WebhookDeliveryType, { description: 'One delivery with its last request and response (the inspector).' })
  webhookDelivery(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The delivery’s id.' }) id: number) {
    return toGraphQLDelivery(services.webhooks.delivery(id));
  }

  @Authorized()
  @Mutation(() => WebhookDeliveryType, { description: 'Sends a failed (or sent) delivery again, same body and id, now, with the full retry schedule; CONFLICT while it is still waiting or being sent.' })
  redeliverWebhookDelivery(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The delivery’s id.' }) id: number) {
    return toGraphQLDelivery(services.webhooks.redeliver(id));
  }

  @Authorized()
  @Mutation(() => WebhookType, { description: 'Gives the webhook a new secret. For graceHours the old one signs too (a second v1= in the signature header), so the receiver can switch without refusing deliveries.' })
  rotateWebhookSecret(
    @Ctx() { services }: GraphQLContext,
    @Arg('id', () => Int, { description: 'The webhook’s id.' }) id: number,
    @Arg('graceHours', () => Int, { nullable: true, description: 'Hours the old secret keeps signing: 0 to 168, default 24.' }) graceHours?: number,
  ) {
    return services.webhooks.rotateSecret(id, graceHours ?? undefined);
  }

  @Authorized()
  @Mutation(() => DeleteResultType, { description: 'Deletes the webhook and its deliveries; waiting ones are not sent.' })
  deleteWebhook(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The webhook’s id.' }) id: number) {
    return services.webhooks.delete(id);
  }

  @Authorized()
  @Mutation(() => WebhookDeliveryType, { description: 'Queues a signed `ping` delivery to the webhook now, to test the receiver.' })
  pingWebhook(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The webhook’s id.' }) id: number) {
    return toGraphQLDelivery(services.webhooks.ping(id));
  }
}
