export * from './database.js';
export * from './fake-catalog.js';
export * from './redis.js';
export * from './s3.js';
export * from './wait-for.js';
