import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeSigningChain, type SigningChain } from '@shop/c2pa/signing-chain';
import { c2paLibrary } from '@shop/c2pa/wasm';
import type { InternalArtwork } from '@shop/contracts';
import type { Logger } from '@shop/platform';
import { noiseImage, testRedisUrl, textImage } from '@shop/testkit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../app.js';
import { ordersEnvSchema } from '../config.js';
import { createDeps } from '../deps.js';
import { headers } from '../testing/order-checkout.js';
import { startOrdersWithPayments, type OrdersWithPayments } from '../testing/orders-with-payments.js';
import { runSigningJob } from './run-signing-job.js';
import { IPTC_TRAINED_ALGORITHMIC_MEDIA } from './signing-worker.js';
import { createRedisCopyLock } from './copy-lock.js';
import { createSignedCopies, SIGNED_COPIES_PREFIX } from './signed-copies.js';
import { createStaleCopySweeper } from './stale-copies.js';

const TOKEN = 'orders-test-internal-token';
const SHOP = 'Koi & Ink Prints';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What a buyer's C2PA reader makes of a delivered file, trusting the install's root (and nothing else). */
async function readManifestStore(bytes: Buffer, mimeType: string, trusted: string): Promise<Json> {
  const { WasmReader } = c2paLibrary();
  const context = JSON.stringify({ trust: { user_anchors: trusted }, verify: { verify_trust: true } });
  const reader = await WasmReader.fromBytes(mimeType, bytes, context);
  try {
    return JSON.parse(reader.json()) as Json;
  } finally {
    reader.free();
  }
}

/** A PNG as an image generator delivers it: with the generator's own signed manifest. */
async function generatorMadePng(generator: SigningChain): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'generator-png-'));
  try {
    const plain = await textImage('generated', 320, 200);
    writeFileSync(join(dir, 'in.png'), plain);
    const answer = await runSigningJob(
      {
        sourcePath: join(dir, 'in.png'),
        sizeBytes: plain.length,
        mimeType: 'image/png',
        outPath: join(dir, 'out.png'),
        title: 'generated.png',
        shopName: 'Dream Generator',
        keyPem: generator.keyPem,
        certsPem: generator.certsPem,
      },
      60_000,
    );
    expect(answer).toEqual({ kind: 'signed', parentManifest: false });
    return readFileSync(join(dir, 'out.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('delivered downloads carry the shop’s Content Credentials (C2PA), signed with the install’s key', () => {
  const install = makeSigningChain({ commonName: 'Koi Shop Content Credentials', organisation: 'Koi Shop', days: 30 });
  let stack: OrdersWithPayments;

  beforeAll(async () => {
    stack = await startOrdersWithPayments('signed_downloads', TOKEN, {
      orders: { C2PA_SIGNING_KEY: install.keyPem, C2PA_SIGNING_CERTS: install.certsPem.replaceAll('\n', '\\n') },
    });
    stack.catalog.setShopIdentity({ shopName: SHOP, supportEmail: null, logoUrl: null });
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** A work whose original (these bytes) is bought; the path of its download link. */
  async function boughtWork(
    bytes: Buffer,
    overrides: Partial<InternalArtwork> = {},
  ): Promise<{ path: string; storageKey: string }> {
    const { catalog, deps, payments, orders } = stack;
    const piece = catalog.add({ priceCents: 1499, fileSize: bytes.length, mimeType: 'image/png', ...overrides });
    await deps.storage.put(piece.storageKey, bytes, piece.mimeType, bytes.length);
    const created = await payments.inject({
      method: 'POST',
      url: '/paypal/order',
      headers,
      payload: {
        items: [{ artworkId: piece.id, quantity: 1 }],
        stateCode: 'NY',
        payer: { email: 'grace@example.com', name: 'Grace Hopper' },
      },
    });
    const cookie = String(created.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    const { id, total } = created.json<{ id: string; total: string }>();
    await payments.inject({ method: 'POST', url: `/paypal/order/${id}/capture`, headers: { ...headers, cookie } });
    const order = await orders.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, cookie },
      payload: {
        paypal_order_id: id,
        customer_email: 'grace@example.com',
        customer_name: 'Grace Hopper',
        total_amount: total,
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const link = String(order.json<{ download_links: string[] }>().download_links[0]);
    return { path: new URL(link).pathname, storageKey: piece.storageKey };
  }

  const download = async (path: string, app = stack.orders) => {
    const response = await app.inject({ method: 'GET', url: path, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  const activeOf = (store: Json): Json => store.manifests[store.active_manifest];
  const actionsOf = (manifest: Json): Json[] =>
    manifest.assertions
      .filter((a: Json) => String(a.label).startsWith('c2pa.actions'))
      .flatMap((a: Json) => a.data.actions);

  it('a work uploaded without credentials: a manifest of the shop’s, created, AI-generated, trusted by the install’s root', async () => {
    const original = await textImage('plain koi', 320, 200);
    const { path } = await boughtWork(original);

    const delivered = await download(path);
    expect(delivered.headers['content-type']).toBe('image/png');
    expect(delivered.rawPayload.equals(original)).toBe(false);
    expect(Number(delivered.headers['content-length'])).toBe(delivered.rawPayload.length);

    const store = await readManifestStore(delivered.rawPayload, 'image/png', install.rootPem);
    expect(store.validation_state).toBe('Trusted');
    const active = activeOf(store);
    expect(active.claim_generator_info[0].name).toBe(SHOP);
    expect(active.signature_info).toMatchObject({ common_name: 'Koi Shop Content Credentials', issuer: 'Koi Shop' });
    expect(actionsOf(active)).toEqual([
      expect.objectContaining({ action: 'c2pa.created', digitalSourceType: IPTC_TRAINED_ALGORITHMIC_MEDIA }),
    ]);
    expect(active.ingredients ?? []).toEqual([]);

    // Another root is not trusted: the test can tell a chain it trusts from one it does not.
    const stranger = makeSigningChain({ commonName: 'Stranger', organisation: 'Elsewhere', days: 30 });
    const untrusted = await readManifestStore(delivered.rawPayload, 'image/png', stranger.rootPem);
    expect(untrusted.validation_state).not.toBe('Trusted');
  });

  it('a work the generator signed: the generator’s manifest is kept as the parent ingredient, the work opened from it', async () => {
    const generator = makeSigningChain({
      commonName: 'Dream Generator Signer',
      organisation: 'Dream Generator Inc',
      days: 30,
    });
    const original = await generatorMadePng(generator);
    const { path } = await boughtWork(original);

    const delivered = await download(path);
    const store = await readManifestStore(delivered.rawPayload, 'image/png', install.rootPem);
    expect(store.validation_state).toBe('Trusted');
    const active = activeOf(store);
    expect(active.claim_generator_info[0].name).toBe(SHOP);
    const [opened] = actionsOf(active);
    expect(opened).toMatchObject({ action: 'c2pa.opened', digitalSourceType: IPTC_TRAINED_ALGORITHMIC_MEDIA });
    expect(active.ingredients).toHaveLength(1);
    const [parent] = active.ingredients;
    expect(parent.relationship).toBe('parentOf');
    const generators = store.manifests[parent.active_manifest];
    expect(generators.claim_generator_info[0].name).toBe('Dream Generator');
    expect(generators.signature_info.issuer).toBe('Dream Generator Inc');
  });

  it('concurrent first downloads, here and on another replica, make one signed copy that every download streams', async () => {
    const original = await textImage('busy koi', 640, 400);
    const { path, storageKey } = await boughtWork(original);
    const replica = createDeps(ordersEnvSchema.parse(stack.ordersEnv));
    const other = await buildApp(replica);
    try {
      const [first, ...others] = await Promise.all([
        download(path),
        download(path),
        download(path, other),
        download(path, other),
      ]);
      others.push(await download(path));
      // Each signing makes different bytes (its manifest's own ids): one copy means identical downloads.
      for (const response of others) expect(response.rawPayload.equals(first.rawPayload)).toBe(true);
      const copies = [];
      for await (const object of stack.deps.storage.list(SIGNED_COPIES_PREFIX)) copies.push(object);
      expect(copies.filter((object) => object.key.endsWith(`/${storageKey}`))).toHaveLength(1);
    } finally {
      await other.close();
      await replica.close();
    }
  });

  it('a copy removed from the storage (signed/ cleaned): the original serves, then the copy is made again', async () => {
    const original = await textImage('quiet pond', 640, 400);
    const { path, storageKey } = await boughtWork(original);
    const copyKeys = async () => {
      const keys = [];
      for await (const object of stack.deps.storage.list(SIGNED_COPIES_PREFIX))
        if (object.key.endsWith(`/${storageKey}`)) keys.push(object.key);
      return keys;
    };
    const signed = await download(path);
    const [copyKey] = await copyKeys();
    expect(copyKey).toBeDefined();
    // The service now knows the copy is there and no longer asks before its GET.
    expect((await download(path)).rawPayload.equals(signed.rawPayload)).toBe(true);
    await stack.deps.storage.remove(copyKey ?? '');

    const meanwhile = await download(path);
    expect(meanwhile.statusCode).toBe(200);
    expect(meanwhile.rawPayload.equals(original)).toBe(true);
    const again = await download(path);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(original)).toBe(false);
    expect(await copyKeys()).toEqual([copyKey]);
  });

  it('a sweep removes the copies no download asks for (another signer or name, an original gone), not the live ones', async () => {
    const { storage } = stack.deps;
    const copiesOf = async (storageKey: string) => {
      const keys = [];
      for await (const object of storage.list(SIGNED_COPIES_PREFIX))
        if (object.key.endsWith(`/${storageKey}`)) keys.push(object.key);
      return keys.sort();
    };
    // Work A: a copy from before the shop was renamed, then the one the current name makes.
    const kept = await boughtWork(await textImage('kept koi', 640, 400));
    const renamed = `${SIGNED_COPIES_PREFIX}${'0'.repeat(24)}/${kept.storageKey}`;
    await storage.put(renamed, Buffer.from('an older copy'), 'image/png');
    // The storage's times are whole seconds: the current copy is made a second later.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const current = (await download(kept.path)).rawPayload;
    const [liveCopy] = (await copiesOf(kept.storageKey)).filter((key) => key !== renamed);
    expect(liveCopy).toBeDefined();
    // Work B: its original replaced (the catalog removed it): its copy serves nobody.
    const gone = await boughtWork(await textImage('gone koi', 640, 400));
    await download(gone.path);
    expect(await copiesOf(gone.storageKey)).toHaveLength(1);
    await storage.remove(gone.storageKey);

    const log = { info: () => undefined } as unknown as Logger;
    // What each replica's download path is told: these copies are gone, ask the storage again.
    const forgotten: string[] = [];
    const signedCopies = { forget: (key: string) => void forgotten.push(key) };
    // Within the grace period nothing goes: a download may have just asked for any of them.
    const young = await createStaleCopySweeper({ storage, signedCopies, log }).sweep();
    expect(young.removed).toBe(0);
    expect(await copiesOf(kept.storageKey)).toEqual([renamed, liveCopy].sort());

    const later = () => Date.now() + 2 * 60 * 60_000;
    const swept = await createStaleCopySweeper({ storage, signedCopies, log, now: later }).sweep();
    expect(swept.removed).toBe(2);
    expect(forgotten).toContain(renamed);
    expect(forgotten).toHaveLength(2);
    expect(await copiesOf(kept.storageKey)).toEqual([liveCopy]);
    expect(await copiesOf(gone.storageKey)).toEqual([]);
    // The live copy still serves, unchanged.
    expect((await download(kept.path)).rawPayload.equals(current)).toBe(true);
  });

  /** The download path's choice of object for a file, with a size cap of `maxBytes`. */
  function cappedCopies(maxBytes: number, logged: string[]) {
    const redis = new Redis(testRedisUrl());
    onTestFinished(() => void redis.quit());
    const log = { info: (_: unknown, message: string) => logged.push(message), warn: () => undefined };
    return createSignedCopies({
      storage: stack.deps.storage,
      credentials: { keyPem: install.keyPem, certsPem: install.certsPem },
      shopName: { current: async () => SHOP },
      lock: createRedisCopyLock(redis, `capped-test-${maxBytes}:`),
      log: log as unknown as Logger,
      maxBytes,
    });
  }

  it('signs every signable format over the size cap as it streams: a trusted copy, made once', async () => {
    for (const [format, mimeType] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['gif', 'image/gif'],
      ['tiff', 'image/tiff'],
      ['webp', 'image/webp'],
    ] as const) {
      const original = await noiseImage(700, 500, format, 3);
      const { storageKey } = await boughtWork(original, { mimeType });
      const logged: string[] = [];
      const capped = cappedCopies(original.length - 1, logged);
      const file = { storageKey, mimeType, downloadName: `large-koi.${format}` };
      const copyKey = await capped.keyFor(file, 'test');
      expect(copyKey).not.toBe(storageKey);
      expect(await capped.keyFor(file, 'test')).toBe(copyKey);
      const copy = await stack.deps.storage.getBuffer(copyKey);
      const store = await readManifestStore(copy, mimeType, install.rootPem);
      expect(store.validation_state).toBe('Trusted');
      expect(logged).toEqual(['signed copy made']);
    }
  });

  it('delivers as uploaded what cannot carry a manifest', async () => {
    const notes = Buffer.from('%PDF-1.4\nprint instructions\n');
    const { path } = await boughtWork(notes, { mimeType: 'application/pdf' });
    expect((await download(path)).rawPayload.equals(notes)).toBe(true);
  });
});
