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
  @Field(() => GraphQLDateTime, { nullable: true, description: 'After a rotation: until when the previous secret signs too (a second v1= in the header); null when only `secret` signs.' }) declare previousSecretExpiresAt: string | null;
  @Field(() => Boolean, { description: 'False when disabled: no deliveries are queued, waiting ones fail.' }) declare active: boolean;
  @Field(() => GraphQLDateTime, { description: 'When it was registered.' }) declare createdAt: string;
  @Field(() => GraphQLDateTime, { description: 'When it was last changed.' }) declare updatedAt: string;
}

@ObjectType('HttpHeader', { description: 'One HTTP header field.' })
export class HttpHeaderType {
  @Field(() => String, { description: 'Its name, lower case.' }) declare name: string;
  @Field(() => String, { description: 'Its value.' }) declare value: string;
}

@ObjectType('WebhookRequest', { description: 'What was sent: the signed POST (the signature, never the secret).' })
export class WebhookRequestType {
  @Field(() => String, { description: 'Always POST.' }) declare method: string;
  @Field(() => String, { description: 'The URL it went to.' }) declare url: string;
  @Field(() => [HttpHeaderType], { description: 'The request headers.' }) declare headers: HttpHeaderType[];
}

@ObjectType('WebhookResponse', { description: 'What the receiver answered.' })
export class WebhookResponseType {
  @Field(() => Int, { description: 'The HTTP status code.' }) declare statusCode: number;
  @Field(() => [HttpHeaderType], { description: 'The response headers.' }) declare headers: HttpHeaderType[];
  @Field(() => String, { description: 'The first 2,000 characters of the body.' }) declare bodyExcerpt: string;
}

@ObjectType('WebhookExchange', { description: 'A delivery’s last attempt, for the inspector.' })
export class WebhookExchangeType {
  @Field(() => GraphQLDateTime, { description: 'When it was attempted.' }) declare attemptedAt: string;
  @Field(() => WebhookRequestType, { description: 'The request sent.' }) declare request: WebhookRequestType;
  @Field(() => WebhookResponseType, { nullable: true, description: 'The answer; null when none came (a timeout, a network error).' }) declare response: WebhookResponseType | null;
  @Field(() => String, { nullable: true, description: 'Why the attempt failed; null when the receiver accepted it.' }) declare error: string | null;
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
  @Field(() => WebhookExchangeType, { nullable: true, description: 'The last attempt’s request and response (the inspector); null before the first attempt.' }) declare lastExchange: WebhookExchangeType | null;
}

@InputType('WebhookInput', { description: 'The webhook form. Creating needs name, url and events; an update changes the fields given.' })
export class WebhookInputType {
  @Field(() => String, { nullable: true, description: 'A name staff recognise it by (at most 100 characters).' }) name?: string;
  @Field(() => String, { nullable: true, description: 'An http:// or https:// URL (in production not a private or loopback address).' }) url?: string;
  @Field(() => [WebhookEventName], { nullable: true, description: 'The events to receive (at least one).' }) events?: WebhookEventName[];
  @Field(() => Boolean, { nullable: true, description: 'False disables it (default true).' }) active?: boolean;
}
