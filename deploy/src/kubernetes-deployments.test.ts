import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withoutEmptyValues } from '@shop/platform';
import { Deployment, type IDeployment } from 'kubernetes-models/apps/v1';
import type { IContainer } from 'kubernetes-models/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mainContainer, resolveEnv, secretTemplate } from './kubernetes/pod-env.js';
import { ofKind, OVERLAYS, renderOverlay, repoRoot } from './kubernetes/render.js';
import { SCHEMAS, SERVICE_NAMES, schemaKeys } from './service-schemas.js';

interface ComposeService {
  image?: string;
  build?: { dockerfile: string };
  environment?: Record<string, string | number>;
}
const compose = parse(readFileSync(resolve(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

/** The platform's default when SHUTDOWN_TIMEOUT_MS is unset (packages/platform/src/config.ts). */
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

function deploymentsOf(overlay: (typeof OVERLAYS)[number]): IDeployment[] {
  return ofKind(renderOverlay(overlay), Deployment.is);
}

function nameOf(deployment: IDeployment): string {
  return deployment.metadata?.name ?? '';
}

function podLabels(deployment: IDeployment): Record<string, string> {
  return deployment.spec?.template.metadata?.labels ?? {};
}

function selects(selector: Record<string, string> | undefined, labels: Record<string, string>): boolean {
  const pairs = Object.entries(selector ?? {});
  return pairs.length > 0 && pairs.every(([key, value]) => labels[key] === value);
}

function httpPort(container: IContainer): number {
  const port = container.ports?.find((p) => p.name === 'http')?.containerPort;
  if (port === undefined) throw new Error(`container ${container.name} has no port named http`);
  return port;
}

function preStopSleepSeconds(container: IContainer): number {
  const command = container.lifecycle?.preStop?.exec?.command ?? [];
  return command[0] === 'sleep' ? Number(command[1]) : 0;
}

describe.each(OVERLAYS)('Deployments of overlays/%s', (overlay) => {
  const objects = renderOverlay(overlay);
  const deployments = deploymentsOf(overlay);
  const cases = deployments.map((d) => [nameOf(d), d] as const);

  it('run every service docker-compose.yml builds, and nothing else', () => {
    const built = Object.entries(compose.services)
      .filter(([, s]) => s.build)
      .map(([name]) => name);
    expect(deployments.map(nameOf).sort()).toEqual(built.sort());
    expect(built.sort()).toEqual([...SERVICE_NAMES].sort());
  });

  it.each(cases)('%s is probed on its own port: ready at /readyz, alive at /healthz', (_name, deployment) => {
    const container = mainContainer(deployment);
    const port = httpPort(container);
    const resolvePort = (p: number | string | undefined) => (p === 'http' ? port : p);
    expect(container.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(resolvePort(container.readinessProbe?.httpGet?.port)).toBe(port);
    expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(resolvePort(container.livenessProbe?.httpGet?.port)).toBe(port);
  });

  it.each(cases)('%s is scraped where it serves /metrics: the gateway on METRICS_PORT alone', (name, deployment) => {
    const annotations = deployment.spec?.template.metadata?.annotations ?? {};
    const container = mainContainer(deployment);
    expect(annotations['prometheus.io/scrape']).toBe('true');
    expect(annotations['prometheus.io/path']).toBe('/metrics');
    const scraped = Number(annotations['prometheus.io/port']);
    if (name !== 'gateway') {
      expect(scraped).toBe(httpPort(container));
      return;
    }
    // The gateway's own port is public; its metrics are on a port only the scraper reaches.
    const env = resolveEnv(container, objects).values;
    expect(scraped).toBe(Number(env.METRICS_PORT));
    expect(container.ports?.find((p) => p.name === 'metrics')?.containerPort).toBe(scraped);
    expect(scraped).not.toBe(httpPort(container));
    const exposed = ofKind(objects, Service.is)
      .filter((s) => s.metadata?.name === 'gateway')
      .flatMap((s) => s.spec?.ports ?? [])
      .flatMap((p) => [p.port, p.targetPort]);
    expect(exposed).not.toContain(scraped);
    expect(exposed).not.toContain('metrics');
    const ingress = JSON.stringify(objects.filter((o) => o.kind === 'Ingress'));
    expect(ingress).not.toContain(String(scraped));
    expect(ingress).not.toContain('"metrics"');
  });

  it.each(cases)('%s has CPU and memory requests and limits', (_name, deployment) => {
    const resources = mainContainer(deployment).resources;
    for (const kind of ['requests', 'limits'] as const)
      for (const resource of ['cpu', 'memory'])
        expect(resources?.[kind]?.[resource], `${kind}.${resource}`).toBeDefined();
  });

  it.each(cases)('%s runs as the image’s non-root user on a read-only root', (_name, deployment) => {
    const pod = deployment.spec?.template.spec;
    const container = mainContainer(deployment);
    expect(pod?.securityContext?.runAsNonRoot).toBe(true);
    // USER node in every Dockerfile: uid 1000 in the node images.
    expect(pod?.securityContext?.runAsUser).toBe(1000);
    expect(container.securityContext?.allowPrivilegeEscalation).toBe(false);
    expect(container.securityContext?.readOnlyRootFilesystem).toBe(true);
    expect(container.securityContext?.capabilities?.drop).toContain('ALL');
  });

  it.each(cases)('%s writes only to emptyDir volumes (its temp and upload folders)', (name, deployment) => {
    const pod = deployment.spec?.template.spec;
    const emptyDirs = new Set((pod?.volumes ?? []).filter((v) => v.emptyDir).map((v) => v.name));
    const mounts = (mainContainer(deployment).volumeMounts ?? []).filter((m) => emptyDirs.has(m.name));
    const env = resolveEnv(mainContainer(deployment), objects).values;
    const writable = [
      '/tmp',
      ...(name === 'catalog' ? [env.UPLOAD_TMP_DIR ?? '(UPLOAD_TMP_DIR unset: the image’s tmpdir)'] : []),
    ];
    for (const path of writable)
      expect(
        mounts.some((m) => path === m.mountPath || path.startsWith(`${m.mountPath}/`)),
        path,
      ).toBe(true);
  });

  it.each(cases)('%s has a PodDisruptionBudget and a Service on its port', (name, deployment) => {
    const labels = podLabels(deployment);
    const pdbs = ofKind(objects, PodDisruptionBudget.is).filter((p) => selects(p.spec?.selector?.matchLabels, labels));
    expect(pdbs, `PDB for ${name}`).toHaveLength(1);
    const services = ofKind(objects, Service.is).filter((s) => selects(s.spec?.selector, labels));
    expect(services.map((s) => s.metadata?.name)).toEqual([name]);
    const targetPort = services[0]?.spec?.ports?.[0]?.targetPort;
    expect(targetPort === 'http' || targetPort === httpPort(mainContainer(deployment))).toBe(true);
  });

  it.each(cases)('%s gets longer to stop than its preStop drain plus SHUTDOWN_TIMEOUT_MS', (_name, deployment) => {
    const container = mainContainer(deployment);
    const env = resolveEnv(container, objects).values;
    const shutdownMs = Number(env.SHUTDOWN_TIMEOUT_MS ?? DEFAULT_SHUTDOWN_TIMEOUT_MS);
    const preStopSeconds = preStopSleepSeconds(container);
    expect(preStopSeconds, 'a preStop sleep lets endpoints drain').toBeGreaterThan(0);
    const graceMs = (deployment.spec?.template.spec?.terminationGracePeriodSeconds ?? 30) * 1000;
    expect(graceMs).toBeGreaterThan(preStopSeconds * 1000 + shutdownMs);
  });

  it.each(cases)('%s uses docker-compose.yml’s image and the Dockerfile’s port', (name, deployment) => {
    const container = mainContainer(deployment);
    const service = compose.services[name];
    const composeImage = service?.image?.replace(/:\$\{IMAGE_TAG:-latest\}$/, '');
    expect(composeImage).toBe(`ai-art-shop/${name}`);
    expect(container.image?.split(':')[0]).toBe(composeImage);
    const dockerfile = readFileSync(resolve(repoRoot, service?.build?.dockerfile ?? ''), 'utf8');
    const exposed = Number(/^EXPOSE (\d+)$/m.exec(dockerfile)?.[1]);
    const imagePort = Number(/^ENV .*\bPORT=(\d+)/m.exec(dockerfile)?.[1]);
    const port = httpPort(container);
    expect(port).toBe(exposed);
    expect(port).toBe(imagePort);
    expect(port).toBe(Number(service?.environment?.PORT));
    expect(Number(resolveEnv(container, objects).values.PORT)).toBe(port);
  });

  it.each(cases)('%s gets an environment its config schema accepts in production', (name, deployment) => {
    const schema = SCHEMAS[name];
    if (!schema) throw new Error(`no config schema known for ${name}`);
    const { values } = resolveEnv(mainContainer(deployment), objects);
    expect(values.NODE_ENV).toBe('production');
    // The schemas default HOST to 127.0.0.1: probes and Services could not reach the pod.
    expect(values.HOST).toBe('0.0.0.0');
    const result = schema.safeParse(withoutEmptyValues(values));
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  it.each(cases)('%s is given no variable its schema does not read (a typo would go unnoticed)', (name, deployment) => {
    const schema = SCHEMAS[name];
    if (!schema) throw new Error(`no config schema known for ${name}`);
    const container = mainContainer(deployment);
    const known = new Set(schemaKeys(schema));
    // The shared ConfigMap carries every service's settings; the variables named per container must be read.
    const named = (container.env ?? []).map((v) => v.name);
    expect(named.filter((key) => !known.has(key))).toEqual([]);
  });

  it.each(cases)('%s reads its secrets from keys the secret template documents', (_name, deployment) => {
    const template = secretTemplate();
    const { secretKeys } = resolveEnv(mainContainer(deployment), objects);
    for (const key of secretKeys.values()) expect(template.has(key), key).toBe(true);
  });
});

describe('the shared ConfigMap', () => {
  it('carries settings only: every key some service reads, no secret key', () => {
    const objects = renderOverlay('production');
    const configMaps = objects.filter((o) => o.kind === 'ConfigMap');
    expect(configMaps).toHaveLength(1);
    const keys = Object.keys(configMaps[0]?.data ?? {});
    const read = new Set(Object.values(SCHEMAS).flatMap(schemaKeys));
    expect(keys.filter((key) => !read.has(key))).toEqual([]);
    const secrets = secretTemplate();
    expect(keys.filter((key) => secrets.has(key))).toEqual([]);
  });
});

describe('deploy/kubernetes/secret.example.env', () => {
  it('commits no value, and every key in it is read by a Deployment or KEDA', () => {
    const template = secretTemplate();
    expect([...template.values()].filter((value) => value !== '')).toEqual([]);
    const rendered = JSON.stringify(renderOverlay('production'));
    for (const key of template.keys()) expect(rendered, key).toContain(`"key":"${key}"`);
  });

  it('is not the real file: secret.env is git-ignored', () => {
    const ignored = readFileSync(resolve(repoRoot, '.gitignore'), 'utf8').split('\n');
    expect(ignored).toContain('deploy/kubernetes/secret.env');
  });
});
