/**
 * A small checker for the JSON Schemas that z.toJSONSchema writes from the contracts' zod schemas
 * at build time (apps/web/contract-json-schemas.ts). The home page checks what it reads with these
 * instead of zod, which would add tens of kilobytes to its JavaScript (bench/web/home-js-size.mjs).
 * The build fails when a schema uses a keyword outside SUPPORTED_KEYWORDS, so a contract change
 * is never checked loosely by mistake.
 */

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

export interface JsonSchema {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/** Keywords the checker applies; `description`, `title` and `default` only annotate. */
export const SUPPORTED_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'description',
  'title',
  'default',
]);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hasType(type: JsonType, value: unknown): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'null':
      return value === null;
    case 'object':
      return isRecord(value);
    case 'array':
      return Array.isArray(value);
    default:
      return typeof value === type;
  }
}

const within = (value: number, min = -Infinity, max = Infinity) => value >= min && value <= max;

function matchesObject(schema: JsonSchema, value: Record<string, unknown>): boolean {
  const properties = schema.properties ?? {};
  if (!(schema.required ?? []).every((key) => key in value)) return false;
  return Object.entries(value).every(([key, item]) => {
    const property = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (property) return matchesSchema(property, item);
    // Like zod's default objects, unknown keys are let through (they strip rather than refuse).
    return typeof schema.additionalProperties !== 'object' || matchesSchema(schema.additionalProperties, item);
  });
}

/** Whether `value` is valid against `schema` (a schema from contract-json-schemas.ts). */
export function matchesSchema(schema: JsonSchema, value: unknown): boolean {
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length > 0 && !types.some((type) => hasType(type, value))) return false;
  if (schema.anyOf && !schema.anyOf.some((option) => matchesSchema(option, value))) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if ('const' in schema && schema.const !== value) return false;
  if (typeof value === 'string') {
    if (!within(value.length, schema.minLength, schema.maxLength)) return false;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value)) return false;
  }
  if (typeof value === 'number') {
    if (!within(value, schema.minimum, schema.maximum)) return false;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  }
  if (Array.isArray(value)) {
    if (!within(value.length, schema.minItems, schema.maxItems)) return false;
    const { items } = schema;
    if (items && !value.every((item) => matchesSchema(items, item))) return false;
  }
  return !isRecord(value) || matchesObject(schema, value);
}

/** The keywords of `schema` (and of every schema inside it) that matchesSchema does not apply. */
export function unsupportedKeywords(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(unsupportedKeywords);
  if (!isRecord(schema)) return [];
  return Object.entries(schema).flatMap(([key, inner]) => {
    if (!SUPPORTED_KEYWORDS.has(key)) return [key];
    if (key === 'properties' && isRecord(inner)) return Object.values(inner).flatMap(unsupportedKeywords);
    if (key === 'items' || key === 'anyOf' || key === 'additionalProperties') return unsupportedKeywords(inner);
    return [];
  });
}
