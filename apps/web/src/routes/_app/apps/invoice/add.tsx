import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/guards';
import { InvoiceFormPage } from '@/features/invoice/components/invoice-form-page';

export const Route = createFileRoute('/_app/apps/invoice/add')({
  beforeLoad: requireAccess({ action: 'create', subject: 'Invoice' }),
  component: () => <InvoiceFormPage />,
});
