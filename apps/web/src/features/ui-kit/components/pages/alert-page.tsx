import { KitPage } from '../../components/kit-page';

export function AlertPage() {
  return (
    <KitPage section="components" name="alert">
      {null}
    </KitPage>
  );
}
