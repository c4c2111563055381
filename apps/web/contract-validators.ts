import { ArtworkSchema, HomepageLayoutSchema, PaymentConfigSchema, ShopIdentitySchema } from '@shop/contracts';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { z } from 'zod';

/** The contracts' schemas the web checks without zod, by export name (src/lib/contract-validators.d.ts). */
const SCHEMAS = {
  validateArtwork: ArtworkSchema,
  validateHomepageLayout: HomepageLayoutSchema,
  validatePaymentConfig: PaymentConfigSchema,
  validateShopIdentity: ShopIdentitySchema,
};

const MODULE_ID = 'virtual:contract-validators';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * The source of `virtual:contract-validators`: Ajv's standalone validators, compiled at build time
 * from the JSON Schemas (draft 2020-12) that z.toJSONSchema writes from the contracts' zod schemas.
 */
function contractValidatorsCode(): string {
  const ajv = new Ajv2020({
    // A keyword Ajv does not know fails the build instead of being skipped silently.
    strict: true,
    // Patterns are the sources of zod's RegExps, which zod runs without the `u` flag.
    unicodeRegExp: false,
    // The guards only answer yes or no: no error messages in the bundle.
    messages: false,
    code: { source: true, esm: true },
  });
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    // io 'input' describes what safeParse accepts: unknown keys of a zod object are stripped, not
    // refused, so no `additionalProperties: false` is written (a `.strict()` object still gets it).
    ajv.addSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }), name);
  }
  const code = standaloneCode(ajv, Object.fromEntries(Object.keys(SCHEMAS).map((name) => [name, name])));
  // Some keywords (maxLength, formats, enums of objects) make Ajv require() a runtime helper, which
  // the browser bundle cannot load: fail the build rather than the page.
  if (code.includes('require(')) {
    throw new Error(
      `${MODULE_ID}: the contracts now need an Ajv runtime helper (require() in the generated code); ` +
        'turn it into an import and move ajv to dependencies',
    );
  }
  return code;
}

/**
 * Serves `virtual:contract-validators` to the app, vitest and the build alike: the web checks data
 * against the contracts (one source of each shape) without shipping zod or Ajv to the home page.
 */
export function contractValidators(): Plugin {
  return {
    name: 'shop:contract-validators',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? contractValidatorsCode() : undefined),
  };
}
