import { ScaledObject, TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Service } from 'kubernetes-models/v1';

function validated(model: { validate(): void }): true {
  model.validate();
  return true;
}

/** Each kind the manifests may contain, with its OpenAPI schema (kubernetes-models, KEDA's CRD models). */
const VALIDATORS: ((object: unknown) => boolean)[] = [
  (o) => Namespace.is(o) && validated(new Namespace(o)),
  (o) => ConfigMap.is(o) && validated(new ConfigMap(o)),
  (o) => Service.is(o) && validated(new Service(o)),
  (o) => Deployment.is(o) && validated(new Deployment(o)),
  (o) => PodDisruptionBudget.is(o) && validated(new PodDisruptionBudget(o)),
  (o) => HorizontalPodAutoscaler.is(o) && validated(new HorizontalPodAutoscaler(o)),
  (o) => Ingress.is(o) && validated(new Ingress(o)),
  (o) => NetworkPolicy.is(o) && validated(new NetworkPolicy(o)),
  (o) => ScaledObject.is(o) && validated(new ScaledObject(o)),
  (o) => TriggerAuthentication.is(o) && validated(new TriggerAuthentication(o)),
];

/**
 * Throws with the schema's complaint when the object is invalid, or when its apiVersion and kind
 * are not one the checks know (a typo'd apiVersion must not pass unchecked).
 */
export function validateAgainstSchema(object: { apiVersion?: unknown; kind?: unknown }): void {
  if (!VALIDATORS.some((validate) => validate(object))) {
    throw new Error(`no Kubernetes schema known for ${String(object.apiVersion)} ${String(object.kind)}`);
  }
}
