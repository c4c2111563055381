export const OCR_QUEUE_MESSAGES = {
  heading: 'OCR queue',
  counts: { waiting: 'Waiting', active: 'Active', completed: 'Completed', failed: 'Failed' },
  live: 'Live',
  idle: 'Idle',
  unavailable: 'The OCR queue cannot be reached right now.',
} as const;
