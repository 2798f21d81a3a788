import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, connectApiClient } from './api-client';
import {
  attachmentName,
  countRecords,
  datedFileName,
  downloadExport,
  type ExportProgress,
} from './download-export';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('countRecords', () => {
  it('counts line ends outside quoted cells, also when a quoted cell spans chunks', () => {
    expect(countRecords(bytes('a,b\r\nc,d\r\n'), false)).toEqual({ records: 2, inQuotes: false });
    const first = countRecords(bytes('"two\nlin'), false);
    expect(first).toEqual({ records: 0, inQuotes: true });
    expect(countRecords(bytes('es ""x"""\r\n'), first.inQuotes)).toEqual({ records: 1, inQuotes: false });
  });
});

describe('attachmentName', () => {
  it('takes the name the server gives, or the fallback', () => {
    expect(attachmentName('attachment; filename="orders-2026-05-31.csv"', 'x.csv')).toBe(
      'orders-2026-05-31.csv',
    );
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
  });

  it('names the fallback after the stem and the local date', () => {
    expect(datedFileName('users', new Date(2024, 4, 7))).toBe('users-2024-05-07.csv');
  });
});

describe('downloadExport', () => {
  afterEach(() => vi.unstubAllGlobals());

  function serve(res: Response) {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => res);
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('streams the file with the token and the filter, reporting rows as they arrive, then saves it', async () => {
    connectApiClient({ accessToken: () => 'tok', onUnauthorized: () => undefined });
    const chunks = ['\uFEFFOrder,Customer\r\n1,Ann', '\r\n2,"B, C"'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(bytes(c));
        controller.close();
      },
    });
    const fetchMock = serve(
      new Response(body, {
        headers: { 'content-disposition': 'attachment; filename="orders-2026-05-31.csv"' },
      }),
    );
    const createUrl = vi.fn((_blob: Blob) => 'blob:x');
    // A subclass, so that the window's own URL (shared with the files after this one) keeps its methods.
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const progress: ExportProgress[] = [];

    const rows = await downloadExport(
      '/apps/ecommerce/orders/export.csv',
      { status: 'Paid', q: '' },
      'f.csv',
      (p) => progress.push(p),
    );

    expect(rows).toBe(2);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/apps/ecommerce/orders/export.csv?status=Paid');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
    expect(progress.map((p) => p.rows)).toEqual([1, 2]);
    expect(clicked).toEqual(['orders-2026-05-31.csv']);
    // The saved file keeps the byte-order mark (which text() would drop).
    expect([...new Uint8Array(await createUrl.mock.calls[0][0].arrayBuffer())]).toEqual([
      ...bytes(chunks.join('')),
    ]);
  });

  it("fails with the server's message", async () => {
    serve(Response.json({ message: 'Forbidden' }, { status: 403 }));
    const error = await downloadExport('/x.csv', {}, 'f.csv', () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Forbidden');
  });

  it('ends the session when the server says it has ended, as every signed-in call does', async () => {
    const onUnauthorized = vi.fn();
    connectApiClient({ accessToken: () => 'tok', onUnauthorized });
    serve(Response.json({ message: 'Your session has ended. Please sign in again.' }, { status: 401 }));
    const error = await downloadExport('/x.csv', {}, 'f.csv', () => undefined).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
