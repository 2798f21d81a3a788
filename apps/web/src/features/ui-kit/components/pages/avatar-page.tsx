import { KitPage } from '../../components/kit-page';

export function AvatarPage() {
  return (
    <KitPage section="components" name="avatar">
      {null}
    </KitPage>
  );
}
