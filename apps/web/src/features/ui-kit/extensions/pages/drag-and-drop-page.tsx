import { KitPage } from '../../components/kit-page';

export function DragAndDropPage() {
  return (
    <KitPage section="extensions" name="drag-and-drop">
      {null}
    </KitPage>
  );
}
