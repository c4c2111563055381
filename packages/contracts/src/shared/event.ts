import { z } from 'zod';

/** A process that publishes or consumes jobs. */
export type EventService = 'catalog' | 'ocr-worker' | 'orders' | 'payments' | 'notifications';

/**
 * One kind of BullMQ job (a business event such as `order.paid`, or a unit of work such as an OCR
 * run), declared once: the queue it travels on, its job name, its payload and the rule
 * of its jobId. Publishers add `job` to `queue` with `jobId(payload)`; consumers listen on `queue`
 * for `job` and parse the data with `payload`. The jobId is the business key (STYLE "Jobs"), so a
 * publisher that sends the same thing twice adds nothing; it never holds a ':'.
 */
export interface EventContract<P extends z.ZodType = z.ZodType> {
  /** The business event's name, when the payload carries it as `type` (`order.paid`). */
  readonly type?: string;
  readonly queue: string;
  /** The BullMQ job name: kebab-case. */
  readonly job: string;
  readonly summary: string;
  readonly publisher: EventService;
  readonly consumers: readonly EventService[];
  readonly payload: P;
  readonly jobId: (payload: never, ...rest: never[]) => string;
}

/** A business event's job name is its type with '-' for '.' (`order.paid` → `order-paid`, STYLE "Jobs"). */
export type JobOfType<T extends string> = T extends `${infer Domain}.${infer Action}` ? `${Domain}-${Action}` : T;
export const jobOfType = <const T extends string>(type: T) => type.replace('.', '-') as JobOfType<T>;

/** Keeps the literal types (queue, job, payload schema, jobId rule) of the declaration. */
export const defineEvent = <const E extends EventContract>(event: E): E => event;

/**
 * A business event (`order.paid`): its job name is its type by the one rule (jobOfType) and its
 * jobId is that name and the payload field it is keyed on (`order-paid-<orderId>`), so a relay that
 * publishes the same outbox row twice adds nothing. A domain binds its queue, publisher, consumers
 * and payload once and declares each event by type, summary and key.
 */
export const businessEvent = <
  const T extends string,
  const K extends string,
  const Q extends string,
  const Publisher extends EventService,
  const Consumers extends readonly EventService[],
  const P extends z.ZodType,
>(event: {
  type: T;
  summary: string;
  keyedOn: K;
  queue: Q;
  publisher: Publisher;
  consumers: Consumers;
  payload: P;
}) =>
  defineEvent({
    type: event.type,
    queue: event.queue,
    job: jobOfType(event.type),
    summary: event.summary,
    publisher: event.publisher,
    consumers: event.consumers,
    payload: event.payload,
    jobId: (payload: Readonly<Record<K, string>>) => `${jobOfType(event.type)}-${payload[event.keyedOn]}`,
  });

/** A queue's business events as `type → job name` (`{ 'order.paid': 'order-paid', … }`). */
export type JobsByType<E extends readonly { type: string; job: string }[]> = {
  readonly [Event in E[number] as Event['type']]: Event['job'];
};

export function jobsByType<const E extends readonly { type: string; job: string }[]>(events: E): JobsByType<E> {
  return Object.fromEntries(events.map((event) => [event.type, event.job])) as JobsByType<E>;
}

/**
 * The job a publisher adds for a business event: the name and jobId its type's declaration gives.
 * `events` are one queue's declarations, whose payloads carry `type`.
 */
export function eventJob<const P extends { readonly type: string }>(
  events: readonly EventContract[],
  payload: P,
): { name: string; data: P; jobId: string } {
  const declared = events.find((event) => event.type === payload.type);
  if (!declared) throw new Error(`${payload.type}: no event of this queue has that type`);
  // Each declaration's jobId reads the fields its payload has; this payload is of that type.
  const jobId = declared.jobId as (payload: P) => string;
  return { name: declared.job, data: payload, jobId: jobId(payload) };
}

/** The payload schemas of a queue's events, in their order. */
type Payloads<E extends readonly EventContract<z.ZodObject>[]> = { -readonly [K in keyof E]: E[K]['payload'] };

/** One schema for every payload of a queue's events, told apart by their `type`. */
export function payloadsByType<const E extends readonly [EventContract<z.ZodObject>, ...EventContract<z.ZodObject>[]]>(
  events: E,
) {
  return z.discriminatedUnion('type', events.map((event) => event.payload) as Payloads<E>);
}
