// Generated at build time by ../../contract-validators.ts (a Vite plugin): Ajv's standalone
// validators for the contracts' schemas. Call them through guards.ts, with one argument: Ajv reads a
// second one as its own context, so `list.every(validateArtwork)` would misbehave.
declare module 'virtual:contract-validators' {
  export const validateArtwork: (value: unknown) => boolean;
  export const validateHomepageLayout: (value: unknown) => boolean;
  export const validatePaymentConfig: (value: unknown) => boolean;
  export const validateShopIdentity: (value: unknown) => boolean;
}
