import { createFileRoute } from '@tanstack/react-router';
import { NotAuthorizedPage } from '@/features/misc/components/not-authorized-page';

/** Public (spec 000 §2). */
export const Route = createFileRoute('/_blank/not-authorized')({ component: NotAuthorizedPage });
