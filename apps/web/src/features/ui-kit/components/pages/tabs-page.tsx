import { KitPage } from '../../components/kit-page';

export function TabsPage() {
  return (
    <KitPage section="components" name="tabs">
      {null}
    </KitPage>
  );
}
