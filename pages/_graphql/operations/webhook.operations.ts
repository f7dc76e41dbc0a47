/**
 * The admin Webhooks screen's operations (staff only). The types come from the schema
 * (pages/_graphql/generated, `npm run codegen`).
 */
import { graphql } from '../generated/gql.js';
import type { AdminWebhooksQuery, WebhookInput as GeneratedWebhookInput } from '../generated/graphql.js';

export type AdminWebhook = AdminWebhooksQuery['webhooks'][number];
export type AdminWebhookDelivery = AdminWebhooksQuery['webhookDeliveries'][number];
export type WebhookInput = GeneratedWebhookInput;
export type { WebhookEvent } from '../generated/graphql.js';

graphql(`
  fragment AdminWebhookFields on Webhook {
    id
    name
    url
    events
    secret
    active
    createdAt
  }
`);

graphql(`
  fragment AdminWebhookDeliveryFields on WebhookDelivery {
    id
    webhookId
    event
    subjectType
    subjectId
    status
    attempts
    lastError
    nextAttemptAt
    sentAt
    createdAt
    lastExchange {
      attemptedAt
      error
      request {
        method
        url
        headers { name value }
      }
      response {
        statusCode
        bodyExcerpt
        headers { name value }
      }
    }
  }
`);

export const ADMIN_WEBHOOKS_QUERY = graphql(`
  query AdminWebhooks {
    webhooks {
      ...AdminWebhookFields
    }
    webhookDeliveries(limit: 50) {
      ...AdminWebhookDeliveryFields
    }
  }
`);

export const CREATE_WEBHOOK_MUTATION = graphql(`
  mutation CreateWebhook($input: WebhookInput!) {
    createWebhook(input: $input) {
      ...AdminWebhookFields
    }
  }
`);

export const UPDATE_WEBHOOK_MUTATION = graphql(`
  mutation UpdateWebhook($id: Int!, $input: WebhookInput!) {
    updateWebhook(id: $id, input: $input) {
      ...AdminWebhookFields
    }
  }
`);

export const DELETE_WEBHOOK_MUTATION = graphql(`
  mutation DeleteWebhook($id: Int!) {
    deleteWebhook(id: $id) {
      id
    }
  }
`);

export const PING_WEBHOOK_MUTATION = graphql(`
  mutation PingWebhook($id: Int!) {
    pingWebhook(id: $id) {
      ...AdminWebhookDeliveryFields
    }
  }
`);

export const REDELIVER_WEBHOOK_DELIVERY_MUTATION = graphql(`
  mutation RedeliverWebhookDelivery($id: Int!) {
    redeliverWebhookDelivery(id: $id) {
      ...AdminWebhookDeliveryFields
    }
  }
`);
