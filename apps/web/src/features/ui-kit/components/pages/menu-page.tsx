import { KitPage } from '../../components/kit-page';

export function MenuPage() {
  return (
    <KitPage section="components" name="menu">
      {null}
    </KitPage>
  );
}
