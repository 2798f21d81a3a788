import type { InvoiceClient, InvoiceDetailAnswer } from '@app/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConflictField } from '@/components/edit-conflict/edit-conflict-diff';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
import { useSaveInvoice } from '../api/invoice-mutations';
import { clientOf, emptyInvoiceForm, type InvoiceFormValues, invoiceToForm } from '../invoice-form-values';

type Options = {
  detail?: InvoiceDetailAnswer;
  /** The client the picker holds, so that the dialog can name it. */
  client: InvoiceClient | null;
  onSaved: (saved: InvoiceDetailAnswer) => void;
  /** "Take theirs": the saved values, and the saved client for the picker. */
  onTakeTheirs: (values: InvoiceFormValues, client: InvoiceClient | null) => void;
  onError: (error: unknown) => void;
};

/**
 * Saves the invoice form: a new invoice is created; a stored one is saved with the version the page
 * loaded, and a save over a newer version opens the conflict dialog (docs/edit-conflicts.md).
 */
export function useInvoiceConflict({ detail, client, onSaved, onTakeTheirs, onError }: Options) {
  const { t } = useTranslation('invoice');
  const save = useSaveInvoice(detail?.invoice.id);
  const clients = useRef(new Map<number, InvoiceClient>());
  const remember = (answer: InvoiceDetailAnswer) => {
    const known = clientOf(answer.invoice);
    clients.current.set(known.id, known);
    return known;
  };
  if (detail && clients.current.size === 0) remember(detail);
  if (client) clients.current.set(client.id, client);
  const clientName = (id: unknown) => clients.current.get(Number(id))?.name ?? '—';

  const fields: ConflictField<InvoiceFormValues>[] = [
    { name: 'clientId', label: t('form.client'), format: clientName },
    { name: 'service', label: t('form.service') },
    { name: 'issuedDate', label: t('form.issuedDate') },
    { name: 'dueDate', label: t('form.dueDate') },
    { name: 'status', label: t('form.status'), format: (v) => t(`statuses.${String(v)}`) },
    { name: 'items', label: t('form.items'), format: itemsAsText },
    { name: 'discount', label: t('form.discount') },
    { name: 'taxRate', label: t('form.taxRate') },
    { name: 'note', label: t('form.note') },
    { name: 'paymentDetails', label: t('form.paymentDetails'), format: paymentAsText },
  ];
  const conflict = useConflictAwareSave<InvoiceFormValues, InvoiceDetailAnswer>({
    loaded: {
      version: detail?.invoice.version ?? 1,
      values: detail ? invoiceToForm(detail) : emptyInvoiceForm(),
    },
    fields,
    fromDetail: (answer) => {
      remember(answer);
      return { version: answer.invoice.version, values: invoiceToForm(answer) };
    },
    save: (values, version) => save.mutateAsync(detail ? { ...values, version } : values),
    onSaved,
    onTakeTheirs: (values) => onTakeTheirs(values, clients.current.get(values.clientId) ?? null),
    onError,
  });
  return { ...conflict, pending: save.isPending };
}

const itemsAsText = (value: unknown) =>
  (value as InvoiceFormValues['items']).map((i) => `${i.item} × ${i.quantity} (${i.cost})`).join('; ') || '—';

const paymentAsText = (value: unknown) =>
  Object.values(value as InvoiceFormValues['paymentDetails'])
    .filter(Boolean)
    .join(', ') || '—';
