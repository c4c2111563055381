export * from './fake-catalog.js';
