import { KitPage } from '../../components/kit-page';

export function BadgePage() {
  return (
    <KitPage section="components" name="badge">
      {null}
    </KitPage>
  );
}
