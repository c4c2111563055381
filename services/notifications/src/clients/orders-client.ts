import {
  orderReceiptPath,
  OrderReceiptSchema,
  orderRefundNoticePath,
  RefundNoticeSchema,
  type OrderReceipt,
  type RefundNotice,
} from '@shop/contracts';
import { callService, readContractAnswer, refuseUnexpected, type InternalCallOptions } from '@shop/platform';

export interface OrdersClient {
  /** The order's receipt facts, or undefined when orders knows no such order. */
  receipt(orderId: string, requestId: string): Promise<OrderReceipt | undefined>;
  /** Issue #14: what one order.refunded event refunded, or undefined when orders knows no such refund. */
  refundNotice(orderId: string, eventId: string, requestId: string): Promise<RefundNotice | undefined>;
}

const UNAVAILABLE = 'The orders service cannot give the receipt right now.';

export function createOrdersClient(options: InternalCallOptions & { baseUrl: string }): OrdersClient {
  return {
    async receipt(orderId, requestId) {
      const url = new URL(orderReceiptPath(orderId), options.baseUrl).toString();
      const response = await callService(url, { method: 'GET', requestId, unavailableMessage: UNAVAILABLE }, options);
      if (response.status === 404) return undefined;
      if (!response.ok) return refuseUnexpected(response, url, UNAVAILABLE, options.log);
      return readContractAnswer(response, OrderReceiptSchema, {
        url,
        what: 'order receipt',
        unavailableMessage: UNAVAILABLE,
        log: options.log,
      });
    },

    async refundNotice(orderId, eventId, requestId) {
      const url = new URL(orderRefundNoticePath(orderId, eventId), options.baseUrl).toString();
      const unavailable = 'The orders service cannot say what was refunded right now.';
      const response = await callService(url, { method: 'GET', requestId, unavailableMessage: unavailable }, options);
      if (response.status === 404) return undefined;
      if (!response.ok) return refuseUnexpected(response, url, unavailable, options.log);
      return readContractAnswer(response, RefundNoticeSchema, {
        url,
        what: 'refund notice',
        unavailableMessage: unavailable,
        log: options.log,
      });
    },
  };
}
