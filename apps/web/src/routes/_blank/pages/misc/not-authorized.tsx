import { createFileRoute } from '@tanstack/react-router';
import { NotAuthorizedPage } from '@/features/misc/components/not-authorized-page';

/** The same page as /not-authorized (spec 000 §2). */
export const Route = createFileRoute('/_blank/pages/misc/not-authorized')({ component: NotAuthorizedPage });
