import { getOrderReceiptForMail, getRefundNotice, type OrderReceipt, type RefundNotice } from '@shop/contracts';
import { callEndpoint, type ServiceCallOptions } from '@shop/platform';

export interface OrdersClient {
  /** The order's receipt facts, or undefined when orders knows no such order. */
  receipt(orderId: string, requestId: string): Promise<OrderReceipt | undefined>;
  /** What one order.refunded event refunded, or undefined when orders knows no such refund. */
  refundNotice(orderId: string, eventId: string, requestId: string): Promise<RefundNotice | undefined>;
}

const UNAVAILABLE = 'The orders service cannot give the receipt right now.';
const REFUND_UNAVAILABLE = 'The orders service cannot say what was refunded right now.';

export function createOrdersClient(options: ServiceCallOptions): OrdersClient {
  return {
    async receipt(orderId, requestId) {
      const reply = await callEndpoint(
        getOrderReceiptForMail,
        { params: { id: orderId }, accept: [200, 404], requestId, unavailableMessage: UNAVAILABLE },
        options,
      );
      return reply.status === 404 ? undefined : reply.body;
    },

    async refundNotice(orderId, eventId, requestId) {
      const reply = await callEndpoint(
        getRefundNotice,
        { params: { id: orderId, eventId }, accept: [200, 404], requestId, unavailableMessage: REFUND_UNAVAILABLE },
        options,
      );
      return reply.status === 404 ? undefined : reply.body;
    },
  };
}
