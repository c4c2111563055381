export * from './database.js';
export * from './fake-catalog.js';
export * from './fault-proxy.js';
export * from './images.js';
export * from './multipart.js';
export * from './object-storage.js';
export * from './png-bytes.js';
export * from './redis.js';
export * from './s3.js';
export * from './shop.js';
export * from './started-later.js';
export { testRedisUrl, testServerUrl } from './config.js';
// What tests use of the launcher (defined there once): waiting, ports, processes, the mail catcher.
export {
  freePort,
  portAnswers,
  REPO_ROOT,
  startMailCatcher,
  startProcess,
  waitFor,
  type CaughtMail,
  type MailCatcher,
  type ManagedProcess,
  type ServiceName,
  type ServiceRunner,
  type Shop,
} from '@shop/launcher';
