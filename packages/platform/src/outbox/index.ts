export * from './add-job-within.js';
export * from './outbox-metrics.js';
export * from './outbox-relay.js';
export * from './outbox-store.js';
