import { KitPage } from '../../components/kit-page';

export function ListPage() {
  return (
    <KitPage section="components" name="list">
      {null}
    </KitPage>
  );
}
