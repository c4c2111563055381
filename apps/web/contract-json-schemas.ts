import { ArtworkSchema, HomepageLayoutSchema } from '@shop/contracts';
import { z } from 'zod';
import { unsupportedKeywords } from './src/lib/json-schema';

/** The contracts' schemas the web checks without zod (src/lib/contract-json-schemas.ts). */
const SCHEMAS = { artwork: ArtworkSchema, homepageLayout: HomepageLayoutSchema };

function toJsonSchema(name: string, schema: z.ZodType): object {
  // `$schema` only names the draft; the checker has no use for it.
  const { $schema: _draft, ...jsonSchema } = z.toJSONSchema(schema, { unrepresentable: 'throw' });
  const unsupported = unsupportedKeywords(jsonSchema);
  if (unsupported.length > 0) {
    throw new Error(
      `${name} uses JSON Schema keywords src/lib/json-schema.ts does not check: ${unsupported.join(', ')}`,
    );
  }
  return jsonSchema;
}

/**
 * The value of `__CONTRACT_JSON_SCHEMAS__`: JSON Schemas written at build time from the contracts'
 * zod schemas, so the web checks data against the contracts (one source of each shape) without
 * shipping zod to the home page.
 */
export function contractJsonSchemas(): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(SCHEMAS).map(([name, schema]) => [name, toJsonSchema(name, schema)])),
  );
}
