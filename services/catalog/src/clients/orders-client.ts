import { ArtworkSalesSchema, DELETE_ARTWORK_MESSAGES, ordersArtworkSalesPath } from '@shop/contracts';
import { callService, readContractAnswer, refuseUnexpected, type InternalCallOptions } from '@shop/platform';

/** The orders service's internal sales check, as only the catalog calls it (before a delete). */
export interface OrdersClient {
  /** Whether any order bought this artwork; a 503 (DependencyUnavailable) when orders cannot say. */
  hasSales(artworkId: string, requestId: string): Promise<boolean>;
}

const UNAVAILABLE = DELETE_ARTWORK_MESSAGES.ordersUnavailable;

export function createOrdersClient(options: InternalCallOptions & { baseUrl: string }): OrdersClient {
  return {
    async hasSales(artworkId, requestId) {
      const url = new URL(ordersArtworkSalesPath(artworkId), options.baseUrl).toString();
      const response = await callService(url, { method: 'GET', requestId, unavailableMessage: UNAVAILABLE }, options);
      // Any answer but a valid one is "cannot say": fail closed, never delete what may have been sold.
      if (!response.ok) return refuseUnexpected(response, url, UNAVAILABLE, options.log);
      const answer = await readContractAnswer(response, ArtworkSalesSchema, {
        url,
        what: 'artwork sales answer',
        unavailableMessage: UNAVAILABLE,
        log: options.log,
      });
      return answer.sold;
    },
  };
}
