import { KitPage } from '../../components/kit-page';

export function ExpansionPanelPage() {
  return (
    <KitPage section="components" name="expansion-panel">
      {null}
    </KitPage>
  );
}
