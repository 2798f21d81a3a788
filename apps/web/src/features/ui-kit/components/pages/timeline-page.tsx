import { KitPage } from '../../components/kit-page';

export function TimelinePage() {
  return (
    <KitPage section="components" name="timeline">
      {null}
    </KitPage>
  );
}
