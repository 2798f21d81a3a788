import { createFileRoute } from '@tanstack/react-router';
import { UiKitIndex } from '@/features/ui-kit/components/ui-kit-index';

/** /charts: the UI kit's charts section, a card per page (docs/ui-kit.md). */
export const Route = createFileRoute('/_app/charts/')({
  component: () => <UiKitIndex section="charts" />,
});
