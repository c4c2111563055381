import { type InternalArtworkFile, lookupArtworkFiles } from '@shop/contracts';
import { callEndpoint, type ServiceCallOptions } from '@shop/platform';

/** The catalog's lookup of works' extra files (removed ones too, with when), for delivery. */
export interface ArtworkFilesSource {
  filesOf(artworkIds: readonly string[], requestId: string): Promise<InternalArtworkFile[]>;
}

export function createArtworkFilesClient(
  options: ServiceCallOptions & { unavailableMessage: string },
): ArtworkFilesSource {
  return {
    async filesOf(artworkIds, requestId) {
      const ids = [...new Set(artworkIds)];
      if (ids.length === 0) return [];
      const reply = await callEndpoint(
        lookupArtworkFiles,
        { body: { ids }, requestId, unavailableMessage: options.unavailableMessage },
        options,
      );
      return reply.body.files;
    },
  };
}
