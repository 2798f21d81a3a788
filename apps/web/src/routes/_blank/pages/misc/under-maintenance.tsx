import { createFileRoute } from '@tanstack/react-router';
import { UnderMaintenancePage } from '@/features/misc/components/under-maintenance-page';

export const Route = createFileRoute('/_blank/pages/misc/under-maintenance')({
  component: UnderMaintenancePage,
});
