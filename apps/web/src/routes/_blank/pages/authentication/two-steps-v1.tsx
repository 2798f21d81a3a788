import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { TwoStepsPage } from '@/features/auth/components/two-steps-page';

export const Route = createFileRoute('/_blank/pages/authentication/two-steps-v1')({
  validateSearch: z.object({ to: z.string().optional().catch(undefined) }),
  component: () => <TwoStepsPage variant="v1" />,
});
