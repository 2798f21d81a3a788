import { createFileRoute } from '@tanstack/react-router';
import { UiKitIndex } from '@/features/ui-kit/components/ui-kit-index';

/** /forms: the UI kit's forms section, a card per page (docs/ui-kit.md). */
export const Route = createFileRoute('/_app/forms/')({
  component: () => <UiKitIndex section="forms" />,
});
