import { KitPage } from '../../components/kit-page';

export function CarouselPage() {
  return (
    <KitPage section="extensions" name="carousel">
      {null}
    </KitPage>
  );
}
