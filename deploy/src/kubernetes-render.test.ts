import { describe, expect, it } from 'vitest';
import { OVERLAYS, renderOverlay } from './kubernetes/render.js';
import { validateAgainstSchema } from './kubernetes/validate.js';

// Nothing here has a cluster: rendering and schema validation are what CI can prove.
describe.each(OVERLAYS)('kubectl kustomize overlays/%s', (overlay) => {
  it('renders every kind of object the shop needs', () => {
    const kinds = new Set(renderOverlay(overlay).map((object) => object.kind));
    expect([...kinds].sort()).toEqual(
      [
        'ConfigMap',
        'Deployment',
        'HorizontalPodAutoscaler',
        'Ingress',
        'Namespace',
        'NetworkPolicy',
        'PodDisruptionBudget',
        'ScaledObject',
        'Service',
        'TriggerAuthentication',
      ].sort(),
    );
  });

  it('validates every object against the Kubernetes API (and KEDA CRD) schemas', () => {
    for (const object of renderOverlay(overlay)) {
      expect(() => validateAgainstSchema(object), `${object.kind} ${object.metadata.name}`).not.toThrow();
    }
  });

  it('puts everything in the shop’s namespace', () => {
    for (const object of renderOverlay(overlay).filter((o) => o.kind !== 'Namespace')) {
      expect(object.metadata.namespace, `${object.kind} ${object.metadata.name}`).toBe('ai-art-shop');
    }
  });
});

describe('the schema check', () => {
  it('refuses an invalid object and an unknown kind, so a passing check means something', () => {
    const deployment = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'x' },
      spec: {
        selector: {},
        template: { spec: { containers: [{ name: 'x', image: 'x', ports: [{ containerPort: 'http' }] }] } },
      },
    };
    expect(() => validateAgainstSchema(deployment)).toThrow(/containerPort/);
    expect(() => validateAgainstSchema({ apiVersion: 'apps/v2', kind: 'Deployment' })).toThrow(/no Kubernetes schema/);
  });
});
