import { createFileRoute } from '@tanstack/react-router';
import { UiKitIndex } from '@/features/ui-kit/components/ui-kit-index';

/** /components: the UI kit's components section, a card per page (docs/ui-kit.md). */
export const Route = createFileRoute('/_app/components/')({
  component: () => <UiKitIndex section="components" />,
});
