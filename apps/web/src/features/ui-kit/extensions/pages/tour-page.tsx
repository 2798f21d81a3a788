import { KitPage } from '../../components/kit-page';

export function TourPage() {
  return (
    <KitPage section="extensions" name="tour">
      {null}
    </KitPage>
  );
}
