import { findLocalStores, type LocalStoresOptions } from '../stores/local-stores.js';
import { startServices } from './start-services.js';
import type { ServicesOptions, Shop } from './types.js';

/**
 * The shop on one machine's stores (see findLocalStores): what the run command starts, and the
 * benches that measure what an operator would run.
 */
export async function startLocalShop(options: ServicesOptions & { local: LocalStoresOptions }): Promise<Shop> {
  const stores = await findLocalStores({ log: options.log, isDetached: options.isDetached, ...options.local });
  return startServices(stores, options);
}
