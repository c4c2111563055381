import type { $ZodConfig } from 'zod/v4/core';

/**
 * Zod compiles each object schema with `new Function` when eval is allowed, and finds
 * out by trying once, when the first `z.object` is built. Our CSP (script-src without
 * 'unsafe-eval', services/gateway security.plugin.ts) refuses it: zod falls back to its plain
 * parser, but Chromium reports the refused eval as a CSP violation (Lighthouse best practices,
 * `inspector-issues`) on every page that loads the contracts' schemas, the home page as soon as a
 * saved featured layout loads its artworks. Jitless, zod never tries; its plain parser is the one
 * that runs under this CSP anyway.
 *
 * Set on the config object zod shares through globalThis (read when it loads, or kept if it has
 * already loaded), not with `z.config()`: importing zod here would put its core in the entry chunk
 * of every page (+3.7 KB gzipped on the home page), which otherwise loads zod only where it parses.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: $ZodConfig };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
