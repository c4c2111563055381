import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { makeSigningChain } from '@shop/c2pa/signing-chain';
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IContainer } from 'kubernetes-models/v1';
import { kubernetesDir, type KubeObject } from './render.js';

export const SECRET_NAME = 'shop-secrets';

/** The keys an operator fills in (deploy/kubernetes/secret.example.env), values never committed. */
export function secretTemplate(): Map<string, string> {
  const text = readFileSync(resolve(kubernetesDir, 'secret.example.env'), 'utf8');
  const entries = text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line): [string, string] => {
      const at = line.indexOf('=');
      return at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at + 1)];
    });
  return new Map(entries);
}

/** What an operator would put in the secret, shaped like the real thing so the schemas can judge it. */
const FILLED_SECRETS: Record<string, string> = {
  DATABASE_URL: 'postgres://shop:password@postgres.example.com:5432/shop',
  REDIS_URL: 'redis://:password@redis.example.com:6379',
  SMTP_URL: 'smtps://user:password@smtp.example.com:465',
};

let c2paChain: Record<string, string> | undefined;

/**
 * A C2PA signing key and chain as the secret holds them (PEM on one line, `\n` for its line
 * breaks), made once with openssl: orders parses both at start.
 */
function c2paSigningSecrets(): Record<string, string> {
  if (c2paChain) return c2paChain;
  const chain = makeSigningChain({ commonName: 'Shop', organisation: 'Shop', days: 2 });
  const oneLine = (text: string) => text.trim().replaceAll('\n', '\\n');
  c2paChain = { C2PA_SIGNING_KEY: oneLine(chain.keyPem), C2PA_SIGNING_CERTS: oneLine(chain.certsPem) };
  return c2paChain;
}

export function filledSecret(key: string): string {
  return (
    FILLED_SECRETS[key] ??
    (key.startsWith('C2PA_') ? c2paSigningSecrets()[key] : undefined) ??
    `${key.toLowerCase()}-value-long-enough-for-any-secret-0123456789`
  );
}

export interface ResolvedEnv {
  values: Record<string, string>;
  /** Secret keys the container reads, by variable name. */
  secretKeys: Map<string, string>;
}

export function mainContainer(deployment: IDeployment): IContainer {
  const container = deployment.spec?.template.spec?.containers[0];
  if (!container) throw new Error(`Deployment ${deployment.metadata?.name ?? '?'} has no container`);
  return container;
}

/**
 * The environment the container would start with: its literals, its ConfigMap keys and envFrom
 * ConfigMaps from the rendered overlay, and its Secret keys as filled in by an operator. A
 * reference to a ConfigMap or key that does not exist throws, as the kubelet would refuse it.
 */
export function resolveEnv(container: IContainer, objects: KubeObject[]): ResolvedEnv {
  const configMap = (name: string): Record<string, string> => {
    const found = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === name);
    if (!found) throw new Error(`ConfigMap ${name} is not in the rendered manifests`);
    return (found.data ?? {}) as Record<string, string>;
  };
  const values: Record<string, string> = {};
  const secretKeys = new Map<string, string>();
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(values, configMap(source.configMapRef.name ?? ''));
    if (source.secretRef) throw new Error('envFrom a whole Secret gives every service every secret: name the keys');
  }
  for (const variable of container.env ?? []) {
    const from = variable.valueFrom;
    if (variable.value !== undefined) values[variable.name] = variable.value;
    else if (from?.configMapKeyRef) {
      const value = configMap(from.configMapKeyRef.name ?? '')[from.configMapKeyRef.key];
      if (value === undefined) throw new Error(`ConfigMap key ${from.configMapKeyRef.key} missing`);
      values[variable.name] = value;
    } else if (from?.secretKeyRef) {
      secretKeys.set(variable.name, from.secretKeyRef.key);
      if (from.secretKeyRef.name !== SECRET_NAME) throw new Error(`unknown Secret ${from.secretKeyRef.name ?? ''}`);
      values[variable.name] = filledSecret(from.secretKeyRef.key);
    }
  }
  return { values, secretKeys };
}
