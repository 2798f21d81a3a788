import type { InvoicePdfLanguage, InvoiceSendAnswer, InvoiceSendBody } from '@app/contracts';
import { invoicePdfLanguages } from '@app/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, accessToken, api, unauthorizedWith } from '@/lib/api-client';
import { attachmentName, saveFile } from '@/lib/download-export';
import { invoiceQueryOptions, invoicesQueryOptions } from './get-invoices';

/** The app's language when the PDF has it, else English. */
export function pdfLanguage(language: string): InvoicePdfLanguage {
  const base = language.split('-')[0];
  return (invoicePdfLanguages as readonly string[]).includes(base) ? (base as InvoicePdfLanguage) : 'en';
}

/** A download or a send may move the status: the invoice and the lists load again. */
const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: invoicesQueryOptions().queryKey });

async function fetchPdf(id: number, lang: InvoicePdfLanguage): Promise<void> {
  const token = accessToken();
  let res: Response;
  try {
    res = await fetch(`/api/apps/invoice/${id}/pdf?lang=${lang}`, {
      headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, 'The server cannot be reached. Check your connection and try again.');
  }
  unauthorizedWith(token, res.status);
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(res.status, body.message ?? `Request failed (${res.status})`);
  }
  saveFile(await res.blob(), attachmentName(res.headers.get('content-disposition'), `invoice-${id}.pdf`));
}

/** Downloads the invoice's PDF in the app's language as invoice-<id>.pdf (a Draft becomes Downloaded). */
export function useDownloadInvoicePdf() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (id: number) => fetchPdf(id, pdfLanguage(i18n.language)),
    onSettled: () => refresh(queryClient),
  });
}

/** E-mails the invoice with its PDF; the answer tells whether the mail server took it. */
export function useSendInvoice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceSendBody) =>
      api<InvoiceSendAnswer>(`/apps/invoice/${id}/send`, { method: 'POST', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(invoiceQueryOptions(id).queryKey, answer.invoice);
      return refresh(queryClient);
    },
  });
}
