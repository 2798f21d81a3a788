import { KitPage } from '../../components/kit-page';

export function FileUploadPage() {
  return (
    <KitPage section="extensions" name="file-upload">
      {null}
    </KitPage>
  );
}
