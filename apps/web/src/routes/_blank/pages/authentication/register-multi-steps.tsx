import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RegisterStepsPage } from '@/features/auth/components/register-steps-page';

export const Route = createFileRoute('/_blank/pages/authentication/register-multi-steps')({
  validateSearch: z.object({ ref: z.string().max(40).optional().catch(undefined) }),
  component: RegisterStepsPage,
});
