import { createFileRoute } from '@tanstack/react-router';
import { UiKitPageOutlet } from '@/features/ui-kit/components/ui-kit-page-outlet';

/** /charts/<name>: one page of the UI kit's charts section (an unknown name is a 404, see the outlet). */
export const Route = createFileRoute('/_app/charts/$name')({
  component: function UiKitPageRoute() {
    const { name } = Route.useParams();
    return <UiKitPageOutlet section="charts" name={name} />;
  },
});
