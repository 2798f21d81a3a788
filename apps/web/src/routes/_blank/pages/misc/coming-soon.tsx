import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/misc/components/coming-soon-page';

export const Route = createFileRoute('/_blank/pages/misc/coming-soon')({ component: ComingSoonPage });
