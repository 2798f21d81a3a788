import { createFileRoute } from '@tanstack/react-router';
import { UiKitIndex } from '@/features/ui-kit/components/ui-kit-index';

/** /tables: the UI kit's tables section, a card per page (docs/ui-kit.md). */
export const Route = createFileRoute('/_app/tables/')({
  component: () => <UiKitIndex section="tables" />,
});
