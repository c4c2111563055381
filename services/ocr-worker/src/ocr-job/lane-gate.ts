import type { OcrLane } from '@shop/contracts';

export interface LaneGate {
  /** Runs `work` in one of the process's slots; a waiting `new` job gets the next free slot before any `bulk` one. */
  run<T>(lane: OcrLane, work: () => Promise<T>): Promise<T>;
}

/**
 * The process's OCR slots (OCR_CONCURRENCY tesseract workers), shared by the two lane consumers.
 * Without it both would feed the tesseract scheduler, whose FIFO would put a new upload behind
 * every bulk job already handed to it; with it a new upload waits for one running job at most.
 */
export function createLaneGate(slots: number): LaneGate {
  let free = slots;
  const waiting: Record<OcrLane, (() => void)[]> = { new: [], bulk: [] };

  function release() {
    const next = waiting.new.shift() ?? waiting.bulk.shift();
    if (next) next();
    else free += 1;
  }

  return {
    async run(lane, work) {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting[lane].push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
