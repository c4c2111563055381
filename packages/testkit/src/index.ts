export * from './database.js';
export * from './redis.js';
export * from './s3.js';
export * from './wait-for.js';
