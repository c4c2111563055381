import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiJson, apiRequest, isDedupedRequest } from './api-client';

describe('api client', () => {
  let fetchMock: Mock<typeof fetch>;
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('de-duplicates only non-GET requests to orders, checkout and paypal paths', () => {
    expect(isDedupedRequest('POST', '/api/orders')).toBe(true);
    expect(isDedupedRequest('POST', '/paypal/order/ABC/capture')).toBe(true);
    expect(isDedupedRequest('POST', '/api/checkout')).toBe(true);
    expect(isDedupedRequest('GET', '/api/orders/1')).toBe(false);
    expect(isDedupedRequest('PATCH', '/api/artworks/1')).toBe(false);
  });

  it('shares one in-flight request between identical calls', async () => {
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    const first = apiJson('POST', '/paypal/order', { a: 1 });
    const second = apiJson('POST', '/paypal/order', { a: 1 });
    const different = apiJson('POST', '/paypal/order', { a: 2 });
    resolve(new Response(JSON.stringify({ id: 'X' }), { status: 201 }));
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ id: 'Y' }), { status: 201 }));
    expect(await first).toEqual({ id: 'X' });
    expect(await second).toEqual({ id: 'X' });
    await different;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends again once the first request settled', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/orders', { x: 1 });
    await apiRequest('POST', '/api/orders', { x: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends cookies and a JSON body', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await apiRequest('PATCH', '/api/artworks/1', { status: 'approved' });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"status":"approved"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('raises "{status}: {body}", or the status text when the body is empty', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"error":"x","message":"Nope"}', { status: 409 }));
    const error = await apiRequest('POST', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"error":"x","message":"Nope"}');
    expect((error as ApiError).serverMessage).toBe('Nope');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/y')).rejects.toThrow('503: Service Unavailable');
  });
});
