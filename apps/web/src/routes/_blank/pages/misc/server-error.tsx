import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '@/features/misc/components/server-error-page';

export const Route = createFileRoute('/_blank/pages/misc/server-error')({ component: ServerErrorPage });
