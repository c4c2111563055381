import { getSellerDetails, type SellerDetails } from '@shop/contracts';
import { callEndpoint, type Logger, type ServiceCallOptions } from '@shop/platform';

/** The seller an invoice names, read from the catalog when an order is paid. */
export interface SellerSource {
  /** The seller as the artist set them; null when no legal name is set or the catalog cannot say. */
  current(requestId: string): Promise<SellerDetails | null>;
}

export function createSellerClient(options: ServiceCallOptions & { log: Logger }): SellerSource {
  return {
    async current(requestId) {
      try {
        const { body } = await callEndpoint(
          getSellerDetails,
          { requestId, unavailableMessage: 'The catalog cannot give the seller details right now.' },
          options,
        );
        return body.legalName ? body : null;
      } catch (error) {
        // A paid order is recorded even so: its receipt then names no seller (the log says why).
        options.log.warn({ err: error }, 'seller details unavailable; the order is recorded without them');
        return null;
      }
    },
  };
}
