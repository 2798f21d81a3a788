import { createFileRoute } from '@tanstack/react-router';
import { UiKitPageOutlet } from '@/features/ui-kit/components/ui-kit-page-outlet';
import { assertUiKitPage } from '@/features/ui-kit/ui-kit-catalogue';

/** /forms/<name>: one page of the UI kit's forms section; any other name is a 404. */
export const Route = createFileRoute('/_app/forms/$name')({
  // The check loads with the page (the catalogue stays out of the entry chunk and the sign-in budget).
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => assertUiKitPage('forms', params.name),
  component: function UiKitPageRoute() {
    const { name } = Route.useParams();
    return <UiKitPageOutlet section="forms" name={name} />;
  },
});
