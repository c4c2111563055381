import { type INetworkPolicy, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { describe, expect, it } from 'vitest';
import { ofKind, OVERLAYS, renderOverlay } from './kubernetes/render.js';
import { calleesOf, SERVICE_NAMES, serviceKeys } from './service-schemas.js';

const APP = 'app.kubernetes.io/name';

type LabelSelector = NonNullable<NonNullable<INetworkPolicy['spec']>['podSelector']>;

/** Whether a pod selector picks the service's pods; {} picks every pod. */
function selects(selector: LabelSelector | undefined, app: string): boolean {
  if (!selector) return false;
  const labels = selector.matchLabels ?? {};
  const expressions = selector.matchExpressions ?? [];
  if (Object.keys(labels).length === 0 && expressions.length === 0) return true;
  return (
    Object.entries(labels).every(([key, value]) => key === APP && value === app) &&
    expressions.every((e) => e.key === APP && e.operator === 'In' && (e.values ?? []).includes(app))
  );
}

function policiesOf(overlay: (typeof OVERLAYS)[number]): INetworkPolicy[] {
  return ofKind(renderOverlay(overlay), NetworkPolicy.is);
}

/** The services one whose pods match `app` may receive from (ingress) or send to (egress). */
function podPeers(policies: INetworkPolicy[], app: string, direction: 'ingress' | 'egress'): string[] {
  const peers = policies
    .filter((p) => selects(p.spec?.podSelector, app))
    .flatMap((p) =>
      direction === 'ingress'
        ? (p.spec?.ingress ?? []).flatMap((rule) => rule.from ?? [])
        : (p.spec?.egress ?? []).flatMap((rule) => rule.to ?? []),
    )
    .filter((peer) => peer.podSelector && !peer.namespaceSelector)
    .map((peer) => SERVICE_NAMES.filter((name) => selects(peer.podSelector, name)));
  return [...new Set(peers.flat())].sort();
}

/** Which services may open a connection to `port` on an address outside the cluster. */
function egressToAddress(policies: INetworkPolicy[], port: number): string[] {
  return SERVICE_NAMES.filter((app) =>
    policies
      .filter((p) => selects(p.spec?.podSelector, app))
      .some((p) =>
        (p.spec?.egress ?? []).some(
          (rule) => (rule.to ?? []).some((peer) => peer.ipBlock) && (rule.ports ?? []).some((p) => p.port === port),
        ),
      ),
  ).sort();
}

const callersOf = (service: string) => SERVICE_NAMES.filter((caller) => calleesOf(caller).includes(service)).sort();
const owners = (key: string) => SERVICE_NAMES.filter((name) => serviceKeys(name).includes(key)).sort();

describe('who calls whom (the *_URL settings of the config schemas)', () => {
  it('is the shop’s known call graph', () => {
    expect(Object.fromEntries(SERVICE_NAMES.map((name) => [name, calleesOf(name)]))).toEqual({
      gateway: ['catalog', 'notifications', 'orders', 'payments'],
      catalog: ['orders'],
      orders: ['catalog', 'payments'],
      payments: ['catalog'],
      'ocr-worker': [],
      notifications: ['catalog', 'orders'],
    });
  });
});

describe.each(OVERLAYS)('NetworkPolicies of overlays/%s', (overlay) => {
  const policies = policiesOf(overlay);

  it('deny all ingress and egress unless a policy allows it', () => {
    const denyAll = policies.filter(
      (p) =>
        selects(p.spec?.podSelector, 'any') &&
        (p.spec?.policyTypes ?? []).includes('Ingress') &&
        (p.spec?.policyTypes ?? []).includes('Egress') &&
        !p.spec?.ingress &&
        !p.spec?.egress,
    );
    expect(denyAll).toHaveLength(1);
  });

  /** Rules that let in traffic from outside the namespace's pods, by the namespace they come from. */
  const outsideRules = (namespace: string) =>
    policies.flatMap((p) =>
      (p.spec?.ingress ?? [])
        .filter((rule) => (rule.from ?? []).some((peer) => peer.namespaceSelector || peer.ipBlock) || !rule.from)
        .filter((rule) =>
          (rule.from ?? []).some(
            (peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === namespace,
          ),
        )
        .map((rule) => ({
          apps: SERVICE_NAMES.filter((name) => selects(p.spec?.podSelector, name)),
          ports: (rule.ports ?? []).map((port) => port.port),
        })),
    );

  it('let outside traffic in only from the ingress controller and the metrics scraper', () => {
    const outside = policies.flatMap((p) =>
      (p.spec?.ingress ?? []).filter(
        (rule) => (rule.from ?? []).some((peer) => peer.namespaceSelector || peer.ipBlock) || !rule.from,
      ),
    );
    const namespaces = outside.flatMap((rule) =>
      (rule.from ?? []).map((peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] ?? 'any'),
    );
    expect([...new Set(namespaces)].sort()).toEqual(['ingress-nginx', 'monitoring']);
  });

  it('let the ingress controller reach the gateway only, on its public port', () => {
    expect(outsideRules('ingress-nginx')).toEqual([{ apps: ['gateway'], ports: [8080] }]);
  });

  it('let the metrics scraper reach the gateway on METRICS_PORT only, never its public port', () => {
    const gateway = outsideRules('monitoring').filter((rule) => rule.apps.includes('gateway'));
    expect(gateway.flatMap((rule) => rule.ports)).toEqual([9464]);
  });

  it.each(SERVICE_NAMES.filter((name) => name !== 'gateway'))(
    'let the metrics scraper reach %s on the port it serves /metrics on',
    (service) => {
      const deployment = renderOverlay(overlay).find((o) => o.kind === 'Deployment' && o.metadata.name === service) as
        { spec: { template: { metadata: { annotations?: Record<string, string> } } } } | undefined;
      const port = Number(deployment?.spec.template.metadata.annotations?.['prometheus.io/port']);
      const allowed = outsideRules('monitoring')
        .filter((rule) => rule.apps.includes(service))
        .flatMap((rule) => rule.ports);
      expect(allowed).toContain(port);
      expect(allowed).not.toContain(8080);
    },
  );

  it.each(SERVICE_NAMES)('let %s be called only by the services that call it', (service) => {
    expect(podPeers(policies, service, 'ingress')).toEqual(callersOf(service));
  });

  it.each(SERVICE_NAMES)('let %s call only the services it calls', (service) => {
    expect(podPeers(policies, service, 'egress')).toEqual(calleesOf(service));
  });

  it('let only the services with a DATABASE_URL reach PostgreSQL', () => {
    expect(egressToAddress(policies, 5432)).toEqual(owners('DATABASE_URL'));
  });

  it('let only the services with a REDIS_URL reach Redis', () => {
    expect(egressToAddress(policies, 6379)).toEqual(owners('REDIS_URL'));
  });

  it('let only the services with S3 credentials reach the S3 addresses', () => {
    const s3 = policies.find((p) => p.metadata?.name === 'to-s3');
    expect(SERVICE_NAMES.filter((name) => selects(s3?.spec?.podSelector, name)).sort()).toEqual(owners('S3_ENDPOINT'));
  });

  it('open the internet (never the private network) to payments for PayPal and notifications for SMTP only', () => {
    const internet = policies.flatMap((p) =>
      (p.spec?.egress ?? [])
        .filter((rule) => (rule.to ?? []).some((peer) => peer.ipBlock?.cidr === '0.0.0.0/0'))
        .map((rule) => ({
          apps: SERVICE_NAMES.filter((name) => selects(p.spec?.podSelector, name)),
          ports: (rule.ports ?? []).map((port) => port.port),
          except: (rule.to ?? []).flatMap((peer) => peer.ipBlock?.except ?? []),
        })),
    );
    internet.sort((a, b) => String(a.apps).localeCompare(String(b.apps)));
    expect(internet).toEqual([
      { apps: ['notifications'], ports: [465, 587], except: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] },
      { apps: ['payments'], ports: [443], except: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] },
    ]);
  });
});

describe.each(OVERLAYS)('the service addresses of overlays/%s', (overlay) => {
  it.each(SERVICE_NAMES.filter((name) => callersOf(name).length > 0))(
    'point %s’s URL at its Service and port',
    (service) => {
      const objects = renderOverlay(overlay);
      const config = objects.find((o) => o.kind === 'ConfigMap')?.data as Record<string, string> | undefined;
      const key = `${service.toUpperCase().replace(/-/g, '_')}_URL`;
      const port = (
        objects.find((o) => o.kind === 'Service' && o.metadata.name === service)?.spec as
          { ports?: { port: number }[] } | undefined
      )?.ports?.[0]?.port;
      expect(config?.[key]).toBe(`http://${service}:${String(port)}`);
    },
  );
});
