import { DELETE_ARTWORK_MESSAGES, getArtworkSales } from '@shop/contracts';
import { callEndpoint, type ServiceCallOptions } from '@shop/platform';

/** The orders service's internal sales check, as only the catalog calls it (before a delete). */
export interface OrdersClient {
  /** Whether any order bought this artwork; a 503 (DependencyUnavailable) when orders cannot say. */
  hasSales(artworkId: string, requestId: string): Promise<boolean>;
}

const UNAVAILABLE = DELETE_ARTWORK_MESSAGES.ordersUnavailable;

export function createOrdersClient(options: ServiceCallOptions): OrdersClient {
  return {
    async hasSales(artworkId, requestId) {
      // Any answer but a valid 200 is "cannot say": fail closed, never delete what may have been sold.
      const reply = await callEndpoint(
        getArtworkSales,
        { params: { id: artworkId }, requestId, unavailableMessage: UNAVAILABLE },
        options,
      );
      return reply.body.sold;
    },
  };
}
