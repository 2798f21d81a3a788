import { KitPage } from '../../components/kit-page';

export function PaginationPage() {
  return (
    <KitPage section="components" name="pagination">
      {null}
    </KitPage>
  );
}
