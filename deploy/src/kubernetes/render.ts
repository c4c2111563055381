import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

export const repoRoot = resolve(import.meta.dirname, '../../..');
export const kubernetesDir = resolve(repoRoot, 'deploy/kubernetes');
export const OVERLAYS = ['small', 'production'] as const;
export type Overlay = (typeof OVERLAYS)[number];

/** A rendered object: the fields every Kubernetes object has; the models narrow the rest. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

const cache = new Map<Overlay, KubeObject[]>();

/**
 * `kubectl kustomize deploy/kubernetes/overlays/<overlay>`, parsed. CI has no cluster, so this is the
 * one way to see what an operator would apply; without kubectl the checks must fail, not pass.
 */
export function renderOverlay(overlay: Overlay): KubeObject[] {
  const cached = cache.get(overlay);
  if (cached) return cached;
  let output: string;
  try {
    output = execFileSync('kubectl', ['kustomize', resolve(kubernetesDir, 'overlays', overlay)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('kubectl is not on PATH: the Kubernetes manifests cannot be rendered or checked without it', {
        cause: error,
      });
    }
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`kubectl kustomize overlays/${overlay} failed: ${stderr}`, { cause: error });
  }
  const objects = parseAllDocuments(output).map((document) => {
    if (document.errors.length > 0)
      throw new Error(`overlay ${overlay} rendered invalid YAML: ${document.errors[0]?.message}`);
    return document.toJS() as KubeObject;
  });
  cache.set(overlay, objects);
  return objects;
}

export function byKind(objects: KubeObject[], kind: string): KubeObject[] {
  return objects.filter((object) => object.kind === kind);
}

/** The rendered objects of one kind, typed by its model's guard (e.g. `Deployment.is`). */
export function ofKind<T>(objects: readonly unknown[], is: (value: unknown) => value is T): T[] {
  return objects.filter(is);
}
