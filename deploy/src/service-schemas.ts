import { catalogEnvSchema } from '@shop/catalog/config';
import { gatewayEnvSchema } from '@shop/gateway/config';
import { notificationsEnvSchema } from '@shop/notifications/config';
import { ocrWorkerEnvSchema } from '@shop/ocr-worker/config';
import { ordersEnvSchema } from '@shop/orders/config';
import { paymentsEnvSchema } from '@shop/payments/config';
import { z } from 'zod';

/** Each service's own environment schema: what docker-compose.yml and the manifests must satisfy. */
export const SCHEMAS: Record<string, z.ZodType> = {
  gateway: gatewayEnvSchema,
  catalog: catalogEnvSchema,
  orders: ordersEnvSchema,
  payments: paymentsEnvSchema,
  'ocr-worker': ocrWorkerEnvSchema,
  notifications: notificationsEnvSchema,
};

export const SERVICE_NAMES = Object.keys(SCHEMAS);

/** The variable names a schema reads (its object, under any refinements or transforms). */
export function schemaKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return schemaKeys(schema.in as z.ZodType);
  throw new Error('a service config schema is expected to be a z.object, possibly transformed');
}

/** The variables a service's config schema reads. */
export function serviceKeys(service: string): string[] {
  const schema = SCHEMAS[service];
  if (!schema) throw new Error(`no config schema known for ${service}`);
  return schemaKeys(schema);
}

/** Whom a service calls: its <NAME>_URL settings that name another service. */
export function calleesOf(service: string): string[] {
  return serviceKeys(service)
    .map((key) => /^(\w+)_URL$/.exec(key)?.[1]?.toLowerCase().replace(/_/g, '-'))
    .filter((name): name is string => name !== undefined && name in SCHEMAS)
    .sort();
}
