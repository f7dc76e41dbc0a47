import { GraphQLDateTime } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { WebhookDeliveryEventName, WebhookDeliveryStatus, WebhookEventName } from './enums.js';

@ObjectType('Webhook', { description: 'A URL that receives signed POSTs when content changes (staff only; docs/api.md, "Webhooks").' })
export class WebhookType {
  @Field(() => Int, { description: 'The webhook’s number.' }) declare id: number;
  @Field(() => String, { description: 'A name staff recognise it by.' }) declare name: string;
  @Field(() => String, { description: 'Where deliveries are POSTed (http or https).' }) declare url: string;
  @Field(() => [WebhookEventName], { description: 'The events it receives.' }) declare events: WebhookEventName[];
  @Field(() => String, { description: 'The signing secret: HMAC-SHA256 key of the X-Webhook-Signature header.' }) declare secret: string;
  @Field(() => Boolean, { description: 'False when disabled: no deliveries are queued, waiting ones fail.' }) declare active: boolean;
  @Field(() => GraphQLDateTime, { description: 'When it was registered.' }) declare createdAt: string;
  @Field(() => GraphQLDateTime, { description: 'When it was last changed.' }) declare updatedAt: string;
}

@ObjectType('WebhookDelivery', { description: 'One delivery of an event to a webhook, with its outbox state.' })
export class WebhookDeliveryType {
  @Field(() => Int, { description: 'The delivery’s number, also sent as X-Webhook-Delivery (the same on every retry).' }) declare id: number;
  @Field(() => Int, { description: 'The webhook it goes to.' }) declare webhookId: number;
  @Field(() => WebhookDeliveryEventName, { description: 'What it announces.' }) declare event: WebhookDeliveryEventName;
  @Field(() => String, { nullable: true, description: 'post or category; null for a ping.' }) declare subjectType: string | null;
  @Field(() => Int, { nullable: true, description: 'The post’s or category’s id; null for a ping.' }) declare subjectId: number | null;
  @Field(() => WebhookDeliveryStatus, { description: 'Where it stands.' }) declare status: WebhookDeliveryStatus;
  @Field(() => Int, { description: 'Attempts made so far.' }) declare attempts: number;
  @Field(() => String, { nullable: true, description: 'What went wrong in the last failed attempt (the receiver’s status and answer, a timeout, a refused target).' }) declare lastError: string | null;
  @Field(() => GraphQLDateTime, { nullable: true, description: 'When a waiting delivery is tried next.' }) declare nextAttemptAt: string | null;
  @Field(() => GraphQLDateTime, { nullable: true, description: 'When the receiver accepted it.' }) declare sentAt: string | null;
  @Field(() => GraphQLDateTime, { description: 'When it was queued.' }) declare createdAt: string;
}

@InputType('WebhookInput', { description: 'The webhook form. Creating needs name, url and events; an update changes the fields given.' })
export class WebhookInputType {
  @Field(() => String, { nullable: true, description: 'A name staff recognise it by (at most 100 characters).' }) name?: string;
  @Field(() => String, { nullable: true, description: 'An http:// or https:// URL (in production not a private or loopback address).' }) url?: string;
  @Field(() => [WebhookEventName], { nullable: true, description: 'The events to receive (at least one).' }) events?: WebhookEventName[];
  @Field(() => Boolean, { nullable: true, description: 'False disables it (default true).' }) active?: boolean;
}
