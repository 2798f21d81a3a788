import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { NoAccessPage } from '@/features/misc/components/no-access-page';

/** A signed-in user whose rules open no page yet (docs/roles-and-permissions.md, "Where a user lands"). */
export const Route = createFileRoute('/_blank/no-access')({
  beforeLoad: signedInOnly,
  component: NoAccessPage,
});
