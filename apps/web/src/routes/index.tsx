import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/app/guards';

export const Route = createFileRoute('/')({ beforeLoad: redirectByRole });
