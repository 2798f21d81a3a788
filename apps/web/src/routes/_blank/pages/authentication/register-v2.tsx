import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RegisterPage } from '@/features/auth/components/register-page';

export const Route = createFileRoute('/_blank/pages/authentication/register-v2')({
  validateSearch: z.object({ ref: z.string().max(40).optional().catch(undefined) }),
  component: () => <RegisterPage variant="v2" />,
});
