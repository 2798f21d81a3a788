import { createFileRoute } from '@tanstack/react-router';
import { UiKitPageOutlet } from '@/features/ui-kit/components/ui-kit-page-outlet';

/** /tables/<name>: one page of the UI kit's tables section (an unknown name is a 404, see the outlet). */
export const Route = createFileRoute('/_app/tables/$name')({
  component: function UiKitPageRoute() {
    const { name } = Route.useParams();
    return <UiKitPageOutlet section="tables" name={name} />;
  },
});
