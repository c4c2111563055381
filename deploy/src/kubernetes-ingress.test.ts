import {
  MAX_COMMISSION_FILE_BYTES,
  MAX_COMMISSION_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
  RESUMABLE_UPLOAD_PART_BYTES,
} from '@shop/contracts';
import { Ingress, type IIngress } from 'kubernetes-models/networking.k8s.io/v1';
import { describe, expect, it } from 'vitest';
import { ofKind, OVERLAYS, renderOverlay } from './kubernetes/render.js';

// The Ingress is the first thing an upload meets: a body limit below the contract's refuses it
// with nginx's own 413 page before the shop can say anything (commission deliveries of 10 files
// of 25 MB met the shop's 11 MB limit).

/** Multipart framing and the form's text fields on top of the files. */
const FORM_OVERHEAD_BYTES = 512 * 1024;

const UPLOADS = [
  { path: '/api/artworks/upload', largestBody: MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES },
  {
    path: '/api/artworks/4f7a9c1e-0000-4000-8000-000000000000/file',
    largestBody: MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES,
  },
  // A work's extra file (a print-size TIFF): the original's limit.
  {
    path: '/api/artworks/4f7a9c1e-0000-4000-8000-000000000000/files',
    largestBody: MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES,
  },
  // A resumable upload's part: the dashboard sends 16 MiB at a time.
  { path: '/api/artworks/uploads/0123456789abcdef', largestBody: RESUMABLE_UPLOAD_PART_BYTES },
  {
    path: '/api/commissions/4f7a9c1e-0000-4000-8000-000000000000/files',
    largestBody: MAX_COMMISSION_FILE_BYTES * MAX_COMMISSION_FILES_PER_UPLOAD + FORM_OVERHEAD_BYTES,
  },
] as const;

const SIZE_UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/** nginx's size syntax ("11m", "512k", "0" for no limit); unset is nginx's default of 1m. */
function bodyLimitOf(ingress: IIngress): number {
  const value = ingress.metadata?.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size'] ?? '1m';
  const match = /^(\d+)([kmg]?)$/i.exec(value);
  if (!match) throw new Error(`unreadable proxy-body-size "${value}" on Ingress ${ingress.metadata?.name}`);
  const bytes = Number(match[1]) * (SIZE_UNITS[(match[2] ?? '').toLowerCase()] ?? 1);
  return bytes === 0 ? Number.POSITIVE_INFINITY : bytes;
}

/** The Ingress whose path serves `path`: ingress-nginx tries regex paths before plain prefixes. */
function ingressFor(ingresses: IIngress[], path: string): IIngress | undefined {
  const candidates = ingresses.flatMap((ingress) =>
    (ingress.spec?.rules ?? []).flatMap((rule) =>
      (rule.http?.paths ?? []).map((entry) => ({ ingress, pattern: entry.path ?? '/', type: entry.pathType })),
    ),
  );
  const regex = candidates.find((c) => c.type === 'ImplementationSpecific' && new RegExp(`^${c.pattern}`).test(path));
  if (regex) return regex.ingress;
  return candidates
    .filter((c) => c.type === 'Prefix' && path.startsWith(c.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0]?.ingress;
}

describe.each(OVERLAYS)('overlays/%s Ingress', (overlay) => {
  const ingresses = ofKind(renderOverlay(overlay), Ingress.is);

  it.each(UPLOADS)('lets the largest upload to $path through', ({ path, largestBody }) => {
    const ingress = ingressFor(ingresses, path);
    expect(ingress, `no Ingress serves ${path}`).toBeDefined();
    if (ingress) expect(bodyLimitOf(ingress)).toBeGreaterThanOrEqual(largestBody);
  });

  it('keeps the 11 MB limit on everything else', () => {
    const shop = ingressFor(ingresses, '/api/orders');
    expect(shop?.metadata?.name).toBe('gateway');
    if (shop) expect(bodyLimitOf(shop)).toBe(11 * 1024 ** 2);
    // Relabelling an extra file is a small JSON body.
    expect(ingressFor(ingresses, '/api/artworks/4f7a9c1e/files/0b1c')?.metadata?.name).toBe('gateway');
  });

  it('serves every Ingress of the shop over TLS in production', () => {
    if (overlay !== 'production') return;
    for (const ingress of ingresses) expect(ingress.spec?.tls, ingress.metadata?.name).toHaveLength(1);
  });
});
