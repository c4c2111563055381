import { getArtworkByShortId, getOrder, listArtworks, logout, saveCommissionBrief } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError } from './api-client';
import { ENDPOINT_HEADS } from '@shop/contracts/paths';
import { callEndpoint, callHead, endpointUrl } from './endpoint-client';
import { checkedWith, isArtwork } from './guards';

describe('endpoint client', () => {
  let fetchMock: Mock<typeof fetch>;
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("builds a declaration's URL with its parameters encoded and its query", () => {
    expect(endpointUrl(saveCommissionBrief, { id: 'o 1', commissionId: 'c/2' })).toBe(
      '/api/orders/o%201/commissions/c%2F2/brief',
    );
    expect(endpointUrl(listArtworks, {}, { q: 'sea sky', page: 2, shown: undefined })).toBe(
      '/api/artworks?q=sea+sky&page=2',
    );
    expect(endpointUrl(listArtworks, {}, new URLSearchParams())).toBe('/api/artworks');
  });

  it('refuses a URL that lacks a parameter its path names', () => {
    expect(() => endpointUrl(getOrder, {} as { id: string })).toThrow(':id');
  });

  it("sends the declaration's method and parses the answer with the schema of its status", async () => {
    const order = { id: 'b5c1', customerName: 'A', totalAmount: '1.00', status: 'completed', download_links: [] };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ ...order, extra: 1 }), { status: 200 }));
    expect(await callEndpoint(getOrder, { params: { id: 'b5c1' } })).toEqual(order);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/orders/b5c1');
    expect(init?.method).toBe('GET');

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ id: 'b5c1' }), { status: 200 }));
    await expect(callEndpoint(getOrder, { params: { id: 'b5c1' } })).rejects.toThrow('customerName');
  });

  it('sends the body of a write as JSON to the declared path', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await callEndpoint(logout);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual(['/api/auth/logout', 'POST']);
  });

  it('refuses a success status the contract does not declare rather than guess its body', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 202 }));
    await expect(callEndpoint(getOrder, { params: { id: 'x' } })).rejects.toThrow('answered 202');
  });

  it('answers undefined for an answer without a body and throws ApiError on a refusal', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await callEndpoint(logout)).toBeUndefined();
    fetchMock.mockResolvedValueOnce(
      new Response('{"error":"not_found","message":"Order not found."}', { status: 404 }),
    );
    await expect(callEndpoint(getOrder, { params: { id: 'x' } })).rejects.toBeInstanceOf(ApiError);
  });

  it("calls a head at its declaration's method and path and checks the answer without zod", async () => {
    expect(ENDPOINT_HEADS.getArtworkByShortId).toEqual({
      method: getArtworkByShortId.method,
      path: getArtworkByShortId.path,
    });
    fetchMock.mockResolvedValueOnce(new Response('{"id":"x"}', { status: 200 }));
    const parse = checkedWith(isArtwork, 'Artwork');
    await expect(
      callHead(ENDPOINT_HEADS.getArtworkByShortId, parse, { params: { shortId: 'ab cd' }, query: { v: 1 } }),
    ).rejects.toThrow('Artwork does not match the contract');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual(['/api/artworks/by-short-id/ab%20cd?v=1', 'GET']);

    fetchMock.mockResolvedValueOnce(new Response('{"role":"admin"}', { status: 200 }));
    expect(await callHead(ENDPOINT_HEADS.getMe, (value) => value)).toEqual({ role: 'admin' });
    fetchMock.mockResolvedValueOnce(new Response('{"error":"unauthorized"}', { status: 401 }));
    await expect(callHead(ENDPOINT_HEADS.getMe, (value) => value)).rejects.toBeInstanceOf(ApiError);
  });
});
