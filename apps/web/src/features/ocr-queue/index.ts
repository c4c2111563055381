export { isQueueBusy, ocrQueueKeys, useOcrQueue } from './api/get-ocr-queue';
export { OcrQueueStatus } from './components/ocr-queue-status';
export { useOcrResultsWatcher } from './hooks/use-ocr-results-watcher';
