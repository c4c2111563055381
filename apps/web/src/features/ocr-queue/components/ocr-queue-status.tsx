import type { OcrQueue } from '@shop/contracts';
import { Activity } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { isQueueBusy } from '../api/get-ocr-queue';
import { OCR_QUEUE_MESSAGES } from '../messages';

const COUNTS = ['waiting', 'active', 'completed', 'failed'] as const;

/** The live counts of GET /api/ocr/queue. */
export function OcrQueueStatus({ queue, isError = false }: { queue: OcrQueue | undefined; isError?: boolean }) {
  const busy = isQueueBusy(queue);
  return (
    <section
      aria-label={OCR_QUEUE_MESSAGES.heading}
      data-testid="ocr-queue-status"
      className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border border-neutral-800 bg-neutral-900 px-4 py-3 text-sm"
    >
      <span className="flex items-center gap-2 font-semibold">
        <Activity className={cn('h-4 w-4', busy ? 'text-emerald-400' : 'text-neutral-500')} aria-hidden />
        {OCR_QUEUE_MESSAGES.heading}
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs',
            busy ? 'bg-emerald-900 text-emerald-200' : 'bg-neutral-800 text-neutral-400',
          )}
        >
          {busy ? OCR_QUEUE_MESSAGES.live : OCR_QUEUE_MESSAGES.idle}
        </span>
      </span>
      {isError && queue === undefined ? (
        <span role="status" className="text-amber-300">
          {OCR_QUEUE_MESSAGES.unavailable}
        </span>
      ) : (
        <dl className="flex flex-wrap gap-x-6 gap-y-1">
          {COUNTS.map((name) => (
            <div key={name} className="flex items-center gap-1.5">
              <dt className="text-neutral-400">{OCR_QUEUE_MESSAGES.counts[name]}</dt>
              <dd className="font-semibold tabular-nums" data-testid={`ocr-count-${name}`}>
                {queue === undefined ? '–' : queue.counts[name]}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
