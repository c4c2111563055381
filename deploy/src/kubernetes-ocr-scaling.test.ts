import { QUEUES } from '@shop/contracts';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { describe, expect, it } from 'vitest';
import { ocrScaledObject, scaledListKeys } from './kubernetes/ocr-scaling.js';
import { secretTemplate } from './kubernetes/pod-env.js';
import { ofKind, OVERLAYS, renderOverlay } from './kubernetes/render.js';

describe.each(OVERLAYS)('autoscaling in overlays/%s', (overlay) => {
  it('scales the OCR pool from one worker to several on the waiting lists of both OCR lanes', () => {
    const scaledObject = ocrScaledObject(overlay);
    expect(scaledObject.spec?.scaleTargetRef.name).toBe('ocr-worker');
    expect(scaledObject.spec?.minReplicaCount).toBe(1);
    expect(scaledObject.spec?.maxReplicaCount).toBeGreaterThan(1);
    const triggers = scaledObject.spec?.triggers ?? [];
    expect(triggers.map((t) => t.type)).toEqual(['redis', 'redis']);
    // The queue names the catalog adds to and the worker consumes, from @shop/contracts.
    const keys = scaledListKeys(overlay);
    expect(Object.values(keys).map((key) => key.rest)).toEqual([`${QUEUES.ocr}:wait`, `${QUEUES.ocrBulk}:wait`]);
  });

  it('scales on the sum of both lanes, each trigger named in the formula', () => {
    const modifiers = ocrScaledObject(overlay).spec?.advanced?.scalingModifiers;
    const names = Object.keys(scaledListKeys(overlay));
    expect(
      modifiers?.formula
        ?.split('+')
        .map((term) => term.trim())
        .sort(),
    ).toEqual([...names].sort());
    expect(Number(modifiers?.target)).toBeGreaterThan(0);
    expect(modifiers?.metricType).toBe('AverageValue');
  });

  it('gives KEDA Redis’s address from documented secret keys', () => {
    const authNames = new Set(ocrScaledObject(overlay).spec?.triggers.map((t) => t.authenticationRef?.name));
    expect(authNames.size).toBe(1);
    const [authName] = authNames;
    const auth = renderOverlay(overlay).find((o) => o.kind === 'TriggerAuthentication' && o.metadata.name === authName);
    const refs = (auth?.spec as { secretTargetRef?: { parameter: string; key: string }[] } | undefined)
      ?.secretTargetRef;
    expect(refs?.map((r) => r.parameter)).toContain('address');
    const template = secretTemplate();
    for (const ref of refs ?? []) expect(template.has(ref.key), ref.key).toBe(true);
  });

  it('scales the gateway and the catalog on CPU, and leaves the OCR pool to KEDA alone', () => {
    const hpas = ofKind(renderOverlay(overlay), HorizontalPodAutoscaler.is);
    expect(hpas.map((h) => h.spec?.scaleTargetRef.name).sort()).toEqual(['catalog', 'gateway']);
    for (const hpa of hpas) {
      expect(hpa.spec?.metrics?.map((m) => m.resource?.name)).toEqual(['cpu']);
      expect(hpa.spec?.maxReplicas).toBeGreaterThan(hpa.spec?.minReplicas ?? 1);
    }
  });
});
