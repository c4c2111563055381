import { sign, type KeyObject } from 'node:crypto';

/** The CBOR (RFC 8949) a COSE_Sign1 needs: ints, text, bytes, arrays, maps, a tag, null. */
type Cbor = null | number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { tag: number; value: Cbor };

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const bytes = Buffer.alloc(5);
  bytes[0] = (major << 5) | 26;
  bytes.writeUInt32BE(n, 1);
  return bytes;
}

function cbor(value: Cbor): Buffer {
  if (value === null) return Buffer.from([0xf6]);
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const utf8 = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, utf8.length), utf8]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  if (value instanceof Map)
    return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  return Buffer.concat([head(6, value.tag), cbor(value.value)]);
}

/** Room the manifest keeps for the signature: the chain of two P-256 certificates is some 1.2 KB. */
export const COSE_RESERVE_BYTES = 10_000;

/**
 * The wasm build hands its signer the claim and embeds what it gets back as the whole
 * COSE_Sign1 (RFC 9052): ES256 over the Sig_structure, the certificate chain (leaf first) as
 * x5chain (label 33) in the protected header, the payload detached, padded to exactly the
 * reserved size.
 */
export function coseSign1(claim: Uint8Array, key: KeyObject, chain: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const protectedHeader = cbor(
    new Map<Cbor, Cbor>([
      [1, -7], // ES256
      [33, chain],
    ]),
  );
  const toBeSigned = cbor(['Signature1', protectedHeader, new Uint8Array(0), claim]);
  const signature = sign('sha256', toBeSigned, { key, dsaEncoding: 'ieee-p1363' });
  const build = (pad: number) =>
    cbor({ tag: 18, value: [protectedHeader, new Map<Cbor, Cbor>([['pad', new Uint8Array(pad)]]), null, signature] });
  let pad = COSE_RESERVE_BYTES - build(0).length;
  if (pad < 0) throw new Error('the certificate chain does not fit the signature reserve');
  let sign1 = build(pad);
  while (sign1.length > COSE_RESERVE_BYTES) sign1 = build(--pad);
  return new Uint8Array(sign1);
}
