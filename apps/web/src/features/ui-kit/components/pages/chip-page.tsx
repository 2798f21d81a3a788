import { KitPage } from '../../components/kit-page';

export function ChipPage() {
  return (
    <KitPage section="components" name="chip">
      {null}
    </KitPage>
  );
}
