import { createFileRoute, Outlet } from '@tanstack/react-router';

/** Pages without navigation: authentication and error pages. */
export const Route = createFileRoute('/_blank')({ component: Outlet });
