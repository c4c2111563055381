import { Counter, type Registry } from 'prom-client';

export interface NotificationMetrics {
  messages: Counter<'kind' | 'outcome'>;
  failures: Counter<'final'>;
}

/** Metrics named shop_<what>_<unit>, on the service's registry (served at /metrics). */
export function createNotificationMetrics(registry: Registry): NotificationMetrics {
  return {
    messages: new Counter({
      name: 'shop_emails_total',
      help: 'E-mail events handled: outcome sent, skipped (no usable address) or already-done (a repeat)',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    }),
    failures: new Counter({
      name: 'shop_email_attempts_failed_total',
      help: 'E-mail job attempts that failed; final="true" when no retry is left',
      labelNames: ['final'] as const,
      registers: [registry],
    }),
  };
}
