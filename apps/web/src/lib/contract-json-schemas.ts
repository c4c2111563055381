import type { JsonSchema } from './json-schema';

// Replaced at build time (vite.config.ts `define`, from ../../contract-json-schemas.ts).
declare const __CONTRACT_JSON_SCHEMAS__: { artwork: JsonSchema; homepageLayout: JsonSchema };

export const artworkSchema = __CONTRACT_JSON_SCHEMAS__.artwork;
export const homepageLayoutSchema = __CONTRACT_JSON_SCHEMAS__.homepageLayout;
