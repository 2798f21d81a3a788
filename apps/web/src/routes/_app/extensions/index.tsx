import { createFileRoute } from '@tanstack/react-router';
import { UiKitIndex } from '@/features/ui-kit/components/ui-kit-index';

/** /extensions: the UI kit's extensions section, a card per page (docs/ui-kit.md). */
export const Route = createFileRoute('/_app/extensions/')({
  component: () => <UiKitIndex section="extensions" />,
});
