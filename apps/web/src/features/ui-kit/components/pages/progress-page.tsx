import { KitPage } from '../../components/kit-page';

export function ProgressPage() {
  return (
    <KitPage section="components" name="progress">
      {null}
    </KitPage>
  );
}
