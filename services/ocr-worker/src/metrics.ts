import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

export interface OcrMetrics {
  jobsDone: Counter;
  jobsFailed: Counter<'final'>;
  jobDuration: Histogram<'outcome'>;
  queueDepth: Gauge<'queue' | 'state'>;
}

/** Metrics named shop_<what>_<unit>, on the service's registry (served at /metrics). */
export function createOcrMetrics(
  registry: Registry,
  /** Job counts by state, per queue name (`ocr`, `ocr-bulk`). */
  readDepth: () => Promise<Record<string, Record<string, number>>>,
): OcrMetrics {
  return {
    jobsDone: new Counter({ name: 'shop_ocr_jobs_done_total', help: 'OCR jobs completed', registers: [registry] }),
    jobsFailed: new Counter({
      name: 'shop_ocr_jobs_failed_total',
      help: 'OCR job attempts that failed; final="true" when no retry is left',
      labelNames: ['final'] as const,
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: 'shop_ocr_job_duration_seconds',
      help: 'Time to process one OCR job',
      labelNames: ['outcome'] as const,
      buckets: [0.25, 0.5, 1, 2, 4, 8, 16, 32, 64],
      registers: [registry],
    }),
    queueDepth: new Gauge({
      name: 'shop_ocr_queue_depth',
      help: 'Jobs in the OCR queues (ocr: new uploads, ocr-bulk: bulk imports) by state',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        try {
          const byQueue = await readDepth();
          for (const [queue, counts] of Object.entries(byQueue))
            for (const [state, count] of Object.entries(counts)) this.set({ queue, state }, count);
        } catch {
          // Redis away: keep the last known depth; readiness reports the outage.
        }
      },
    }),
  };
}
