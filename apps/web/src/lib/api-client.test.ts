import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, connectApiClient } from './api-client';

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const early = globalThis as { yunkongEarly?: unknown };

afterEach(() => {
  vi.unstubAllGlobals();
  early.yunkongEarly = undefined;
});

describe("the answer index.html's first script asked early", () => {
  it('is taken once for the session check, then the server is asked as usual', async () => {
    const fetch = vi.fn(async () => answer({ from: 'server' }));
    vi.stubGlobal('fetch', fetch);
    connectApiClient({ accessToken: () => 'token-1', onUnauthorized: () => undefined });
    early.yunkongEarly = {
      '/auth/me': { token: 'token-1', answer: Promise.resolve(answer({ from: 'early' })) },
    };

    expect(await api('/auth/me', { early: true })).toEqual({ from: 'early' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await api('/auth/me', { early: true })).toEqual({ from: 'server' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not taken for another token than the one the app holds', async () => {
    const fetch = vi.fn(async () => answer({ from: 'server' }));
    vi.stubGlobal('fetch', fetch);
    connectApiClient({ accessToken: () => 'token-2', onUnauthorized: () => undefined });
    early.yunkongEarly = {
      '/auth/me': { token: 'token-1', answer: Promise.resolve(answer({ from: 'early' })) },
    };

    expect(await api('/auth/me', { early: true })).toEqual({ from: 'server' });
  });

  it('ends the session on a 401 like any signed-in call', async () => {
    const onUnauthorized = vi.fn();
    connectApiClient({ accessToken: () => 'token-1', onUnauthorized });
    const refused = new Response(JSON.stringify({ message: 'Session expired' }), { status: 401 });
    early.yunkongEarly = { '/auth/me': { token: 'token-1', answer: Promise.resolve(refused) } };

    await expect(api('/auth/me', { early: true })).rejects.toThrow('Session expired');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
