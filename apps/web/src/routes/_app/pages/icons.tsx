import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { IconsPage, type IconsSearch } from '@/features/icons/components/icons-page';
import { requireAccess } from '@/lib/session/guards';

const iconsSearch = z.object({
  q: z.string().max(100).optional().catch(undefined),
  category: z.string().max(100).optional().catch(undefined),
});

/** Spec 000's /pages/icons: the searchable Tabler icon grid, for every signed-in user. */
export const Route = createFileRoute('/_app/pages/icons')({
  beforeLoad: requireAccess('authenticated'),
  validateSearch: iconsSearch,
  component: IconsRoute,
});

function IconsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = useCallback(
    (patch: IconsSearch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <IconsPage search={search} onSearchChange={change} />;
}
