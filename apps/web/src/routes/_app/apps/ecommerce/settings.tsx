import { createFileRoute } from '@tanstack/react-router';
import { shopSettingsQueryOptions } from '@/features/shop-settings/api/get-shop-settings';
import { ShopSettingsPage } from '@/features/shop-settings/components/shop-settings-page';
import { shopSettingsSearch } from '@/features/shop-settings/settings-search';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/settings')({
  beforeLoad: requireAccess({ action: 'read', subject: 'ShopSettings' }),
  validateSearch: shopSettingsSearch,
  // Warms the cache; a failure is shown by the page itself (error with retry).
  loader: ({ context: { queryClient } }) =>
    Promise.allSettled([queryClient.ensureQueryData(shopSettingsQueryOptions())]),
  component: ShopSettingsRoute,
});

function ShopSettingsRoute() {
  const { section = 'storeDetails' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ShopSettingsPage
      section={section}
      onSectionChange={(next) =>
        navigate({ search: { section: next === 'storeDetails' ? undefined : next }, resetScroll: false })
      }
    />
  );
}
