import { QUEUES } from '@shop/contracts';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { describe, expect, it } from 'vitest';
import { ocrScaledObject, scaledListKey } from './kubernetes/ocr-scaling.js';
import { secretTemplate } from './kubernetes/pod-env.js';
import { ofKind, OVERLAYS, renderOverlay } from './kubernetes/render.js';

describe.each(OVERLAYS)('autoscaling in overlays/%s', (overlay) => {
  it('scales the OCR pool from one worker to several on BullMQ’s waiting list of queue ocr', () => {
    const scaledObject = ocrScaledObject(overlay);
    expect(scaledObject.spec?.scaleTargetRef.name).toBe('ocr-worker');
    expect(scaledObject.spec?.minReplicaCount).toBe(1);
    expect(scaledObject.spec?.maxReplicaCount).toBeGreaterThan(1);
    const triggers = scaledObject.spec?.triggers ?? [];
    expect(triggers.map((t) => t.type)).toEqual(['redis']);
    // The queue name the catalog adds to and the worker consumes, from @shop/contracts.
    expect(scaledListKey(overlay).rest).toBe(`${QUEUES.ocr}:wait`);
  });

  it('gives KEDA Redis’s address from documented secret keys', () => {
    const authName = ocrScaledObject(overlay).spec?.triggers[0]?.authenticationRef?.name;
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
