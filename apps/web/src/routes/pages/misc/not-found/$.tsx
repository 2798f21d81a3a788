import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/misc/components/not-found-page';

export const Route = createFileRoute('/pages/misc/not-found/$')({ component: NotFoundPage });
