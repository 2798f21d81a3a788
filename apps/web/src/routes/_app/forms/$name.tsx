import { createFileRoute } from '@tanstack/react-router';
import { UiKitPageOutlet } from '@/features/ui-kit/components/ui-kit-page-outlet';

/** /forms/<name>: one page of the UI kit's forms section (an unknown name is a 404, see the outlet). */
export const Route = createFileRoute('/_app/forms/$name')({
  component: function UiKitPageRoute() {
    const { name } = Route.useParams();
    return <UiKitPageOutlet section="forms" name={name} />;
  },
});
