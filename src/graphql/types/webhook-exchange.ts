/** A delivery's exchange as GraphQL lists it: header maps become name/value lists. */
import type { WebhookDeliveryShape } from '../../services/index.js';

const headerList = (headers: Record<string, string>) => Object.entries(headers).map(([name, value]) => ({ name: name.toLowerCase(), value }));

export function deliveryForGraphQL(delivery: WebhookDeliveryShape) {
  const exchange = delivery.lastExchange;
  return {
    ...delivery,
    lastExchange: exchange && {
      ...exchange,
      request: { ...exchange.request, headers: headerList(exchange.request.headers) },
      response: exchange.response && { statusCode: exchange.response.status, bodyExcerpt: exchange.response.bodyExcerpt, headers: headerList(exchange.response.headers) },
    },
  };
}

export function toGraphQLDelivery(delivery: Promise<WebhookDeliveryShape>) {
  return delivery.then(deliveryForGraphQL);
}
