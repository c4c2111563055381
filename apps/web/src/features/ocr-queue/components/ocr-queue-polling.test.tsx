import type { OcrQueue } from '@shop/contracts';
import { notifyManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { ocrQueueKeys, useOcrQueue } from '../api/get-ocr-queue';
import { useOcrResultsWatcher } from '../hooks/use-ocr-results-watcher';
import { OcrQueueStatus } from './ocr-queue-status';

function queue(counts: Partial<OcrQueue['counts']>, jobs: OcrQueue['jobs'] = []): OcrQueue {
  return { counts: { waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0, ...counts }, jobs };
}

function LiveQueue({ onSettled }: { onSettled: () => void }) {
  const ocrQueue = useOcrQueue();
  useOcrResultsWatcher(ocrQueue.data, onSettled);
  return <OcrQueueStatus queue={ocrQueue.data} isError={ocrQueue.isError} />;
}

// Only the timers are fake: responses still resolve on the real event loop, flushed after each step.
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 5; i += 1) await flush();
  });
}

describe('live OCR queue', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    // React Query batches notifications on a zero-delay timer; run them as microtasks instead.
    notifyManager.setScheduler(queueMicrotask);
  });
  afterEach(() => {
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('polls about once a second while jobs wait or run, stops when idle, and wakes up when asked', async () => {
    const answers = [
      queue({ waiting: 2, active: 1 }, [{ artworkId: 'a', filename: 'a.png', state: 'active', progress: 40 }]),
      queue({ waiting: 1, active: 1, completed: 1 }),
      queue({ completed: 3 }),
    ];
    let served = 0;
    const fetchMock = stubApi({ 'GET /api/ocr/queue': () => answers[Math.min(served++, answers.length - 1)] });
    const onSettled = vi.fn();
    const { queryClient } = renderWithProviders(<LiveQueue onSettled={onSettled} />);

    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('ocr-count-waiting')).toHaveTextContent('2');
    expect(screen.getByTestId('ocr-count-active')).toHaveTextContent('1');

    await tick(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('ocr-count-completed')).toHaveTextContent('1');
    // A job finished between two polls: the artworks list is refreshed.
    expect(onSettled).toHaveBeenCalled();

    await tick(1000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('ocr-count-completed')).toHaveTextContent('3');

    // Idle: no more requests, however long the curator waits.
    await tick(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    // An upload wakes the poll; a busy answer keeps it going.
    answers.push(queue({ waiting: 1, completed: 3 }), queue({ completed: 4 }));
    served = 3;
    await act(() => queryClient.invalidateQueries({ queryKey: ocrQueueKeys.all }));
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await tick(1000);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    await tick(5000);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('does not poll at all when the queue is idle from the start', async () => {
    const fetchMock = stubApi({ 'GET /api/ocr/queue': () => queue({ completed: 7 }) });
    const onSettled = vi.fn();
    renderWithProviders(<LiveQueue onSettled={onSettled} />);
    await tick(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onSettled).not.toHaveBeenCalled();
  });
});
