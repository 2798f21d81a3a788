import { KitPage } from '../../components/kit-page';

export function DialogPage() {
  return (
    <KitPage section="components" name="dialog">
      {null}
    </KitPage>
  );
}
