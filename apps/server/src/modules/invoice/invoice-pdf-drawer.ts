import type { InvoiceDetailAnswer } from '@app/contracts';
import { HttpError } from '../../lib/errors.ts';
import {
  type WorkerFailure,
  WorkerPoolError,
  type WorkerPoolLimits,
  workerPool,
} from '../../lib/worker-pool.ts';
import type { PdfLanguage } from './invoice-pdf-words.ts';
import type { InvoicePdfTask } from './invoice-pdf-worker.ts';

/**
 * Invoice PDFs are drawn off the API's thread, in a few worker threads with a time and a heap limit
 * (docs/invoices.md): a costly invoice delays only itself, and past a limit it ends in a clear answer.
 */
export type InvoicePdfDrawer = {
  draw(detail: InvoiceDetailAnswer, language: PdfLanguage): Promise<Buffer>;
  close(): Promise<void>;
};

const RETRY_AFTER_SECONDS = 5;

/** The answer for a PDF stopped at a limit of the pool. */
export function pdfFailure(failure: WorkerFailure, limits: WorkerPoolLimits): HttpError {
  if (failure === 'memory') {
    return new HttpError(422, {
      message: `The PDF was stopped: drawing it needed more than ${limits.memoryMb} MB. Shorten the invoice's texts and try again.`,
    });
  }
  const retry = { 'Retry-After': String(RETRY_AFTER_SECONDS) };
  if (failure === 'busy') {
    return new HttpError(
      503,
      { message: 'Too many PDFs are being drawn right now: try again in a moment.' },
      retry,
    );
  }
  return new HttpError(
    503,
    {
      message: `The PDF was stopped: it was not drawn within ${limits.timeoutMs / 1000} s. Try again in a moment; if it happens again, shorten the invoice's texts.`,
    },
    retry,
  );
}

export function invoicePdfDrawer(
  limits: WorkerPoolLimits,
  log: { error(data: object, message: string): void },
): InvoicePdfDrawer {
  const pool = workerPool<InvoicePdfTask, Uint8Array>(
    new URL('./invoice-pdf-worker.ts', import.meta.url),
    limits,
    (err) => log.error({ err }, 'a PDF thread failed while starting'),
  );
  return {
    async draw(detail, language) {
      try {
        const bytes = await pool.run({ detail, language });
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        throw error instanceof WorkerPoolError ? pdfFailure(error.failure, limits) : error;
      }
    },
    close: () => pool.close(),
  };
}
