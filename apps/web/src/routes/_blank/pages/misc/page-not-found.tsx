import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/misc/components/not-found-page';

export const Route = createFileRoute('/_blank/pages/misc/page-not-found')({ component: NotFoundPage });
