import type { Endpoint } from '@shop/contracts';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matches(endpoint: Endpoint, method: string, segments: readonly string[]): boolean {
  if (endpoint.method !== method) return false;
  const declared = segmentsOf(endpoint.path);
  return (
    declared.length === segments.length &&
    declared.every((part, index) => part.startsWith(':') || part === segments[index])
  );
}

/** A literal segment outranks a parameter at the first place two paths differ, as Fastify's router decides. */
function moreSpecific(a: Endpoint, b: Endpoint): number {
  const left = segmentsOf(a.path);
  const right = segmentsOf(b.path);
  for (let index = 0; index < left.length; index += 1) {
    const leftIsParam = left[index]?.startsWith(':') ?? false;
    const rightIsParam = right[index]?.startsWith(':') ?? false;
    if (leftIsParam !== rightIsParam) return leftIsParam ? 1 : -1;
  }
  return 0;
}

/** The declaration a request to the gateway reaches, or undefined when none declares it. */
export function matchEndpoint(endpoints: readonly Endpoint[], method: string, url: string): Endpoint | undefined {
  const pathname = new URL(url, 'http://gateway.test').pathname;
  const segments = segmentsOf(pathname).map((segment) => decodeURIComponent(segment));
  return endpoints.filter((endpoint) => matches(endpoint, method.toUpperCase(), segments)).sort(moreSpecific)[0];
}
