import { KitPage } from '../../components/kit-page';

export function TooltipPage() {
  return (
    <KitPage section="components" name="tooltip">
      {null}
    </KitPage>
  );
}
