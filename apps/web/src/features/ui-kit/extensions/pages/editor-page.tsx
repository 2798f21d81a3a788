import { KitPage } from '../../components/kit-page';

export function EditorPage() {
  return (
    <KitPage section="extensions" name="editor">
      {null}
    </KitPage>
  );
}
