import { createFileRoute } from '@tanstack/react-router';
import { NoAccessPage } from '@/features/misc/components/no-access-page';
import { signedInOnly } from '@/lib/session/guards';

/** A signed-in user whose rules open no page yet (docs/roles-and-permissions.md, "Where a user lands"). */
export const Route = createFileRoute('/_blank/no-access')({
  beforeLoad: signedInOnly,
  component: NoAccessPage,
});
