import { createFileRoute } from '@tanstack/react-router';
import { InvoiceFormPage } from '@/features/invoice/components/invoice-form-page';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/invoice/add')({
  beforeLoad: requireAccess({ action: 'create', subject: 'Invoice' }),
  component: () => <InvoiceFormPage />,
});
