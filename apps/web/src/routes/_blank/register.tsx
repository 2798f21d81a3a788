import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { unauthenticatedOnly } from '@/app/guards';
import { RegisterPage } from '@/features/auth/components/register-page';

/** `?ref=` is the shop's referral link: recorded when the account is created. */
export const Route = createFileRoute('/_blank/register')({
  validateSearch: z.object({ ref: z.string().max(40).optional().catch(undefined) }),
  beforeLoad: unauthenticatedOnly,
  component: () => <RegisterPage />,
});
