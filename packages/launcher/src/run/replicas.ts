// `--replicas` of the run command: how many processes of each service to start.
import type { ServiceName } from '../shop/types.js';

const NAMES = ['gateway', 'catalog', 'orders', 'payments', 'ocr-worker'] as const;
type ReplicaName = (typeof NAMES)[number];
/** `--replicas` alone: the topology the resilience test proves (docs/operations.md). */
export const REPLICAS_PRESET = 'gateway=2,catalog=2,orders=2,payments=2,ocr-worker=3';
const MAX_REPLICAS = 9;

export interface Replicas {
  services: Partial<Record<ServiceName, number>>;
  workers: number | undefined;
}

const isReplicaName = (name: string): name is ReplicaName => (NAMES as readonly string[]).includes(name);

/**
 * Reads `--replicas`, `--replicas=<list>` or `--replicas <list>` from the command line, where the
 * list is `service=count,…`. Returns undefined without the flag; throws a message naming the bad part.
 */
export function parseReplicas(argv: string[]): Replicas | undefined {
  const at = argv.findIndex((arg) => arg === '--replicas' || arg.startsWith('--replicas='));
  if (at === -1) return undefined;
  const flag = argv[at] ?? '';
  const next = argv[at + 1];
  const list = flag.includes('=')
    ? flag.slice('--replicas='.length)
    : next && !next.startsWith('--')
      ? next
      : REPLICAS_PRESET;
  const counts: Partial<Record<ReplicaName, number>> = {};
  for (const part of list.split(',').filter(Boolean)) {
    const [name = '', value] = part.split('=');
    const count = Number(value);
    if (!isReplicaName(name)) throw new Error(`--replicas: unknown service "${name}" (one of ${NAMES.join(', ')})`);
    if (!Number.isInteger(count) || count < 1 || count > MAX_REPLICAS)
      throw new Error(`--replicas: ${name} needs a whole number from 1 to ${MAX_REPLICAS}, not "${value ?? ''}"`);
    counts[name] = count;
  }
  const { 'ocr-worker': workers, ...services } = counts;
  return { services, workers };
}
