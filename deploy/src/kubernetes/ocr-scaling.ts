import { type IScaledObject, ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { ofKind, renderOverlay, type Overlay } from './render.js';

export function ocrScaledObject(overlay: Overlay): IScaledObject {
  const found = ofKind(renderOverlay(overlay), ScaledObject.is);
  const [scaledObject] = found;
  if (found.length !== 1 || !scaledObject) throw new Error(`overlays/${overlay} must have one ScaledObject`);
  return scaledObject;
}

/** The ConfigMap's QUEUE_PREFIX: every producer and worker adds it before the queue's name. */
export function configuredQueuePrefix(overlay: Overlay): string {
  const config = renderOverlay(overlay).find((o) => o.kind === 'ConfigMap')?.data as Record<string, string> | undefined;
  const prefix = config?.QUEUE_PREFIX;
  if (!prefix) throw new Error('QUEUE_PREFIX is not in the shared ConfigMap');
  return prefix;
}

/**
 * The Redis lists KEDA counts, by trigger name, each split at the configured prefix:
 * `<prefix>:<rest>`. A test gives `rest` its own prefix to look at the same key for its own jobs.
 */
export function scaledListKeys(overlay: Overlay): Record<string, { prefix: string; rest: string }> {
  const prefix = configuredQueuePrefix(overlay);
  const keys: Record<string, { prefix: string; rest: string }> = {};
  for (const trigger of ocrScaledObject(overlay).spec?.triggers ?? []) {
    const listName = trigger.metadata.listName;
    if (typeof listName !== 'string' || !listName.startsWith(`${prefix}:`))
      throw new Error(`the OCR trigger's listName ${String(listName)} does not start with QUEUE_PREFIX ${prefix}:`);
    if (!trigger.name) throw new Error(`the OCR trigger on ${listName} has no name for the scaling formula`);
    keys[trigger.name] = { prefix, rest: listName.slice(prefix.length + 1) };
  }
  return keys;
}
