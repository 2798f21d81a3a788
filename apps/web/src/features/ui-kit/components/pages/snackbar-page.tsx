import { KitPage } from '../../components/kit-page';

export function SnackbarPage() {
  return (
    <KitPage section="components" name="snackbar">
      {null}
    </KitPage>
  );
}
