import { createFileRoute, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { homeOf } from '@/app/guards';
import { AuthenticationPage } from '@/features/auth/components/authentication-page';
import { isAuthenticationPage } from '@/features/auth/components/authentication-pages';

const text = (max: number) => z.string().max(max).optional().catch(undefined);

/**
 * /pages/authentication/{login,register,forgot-password,reset-password,two-steps,verify-email}-v1|v2
 * and register-multi-steps: public (spec 000), the same flows as /login, /register, … in two styles.
 */
export const Route = createFileRoute('/_blank/pages/authentication/$page')({
  validateSearch: z.object({ to: text(2000), ref: text(40), token: text(200), email: text(254) }),
  beforeLoad: ({ params }) => {
    if (!isAuthenticationPage(params.page)) throw notFound();
  },
  component: function AuthenticationRoute() {
    const { page } = Route.useParams();
    const search = Route.useSearch();
    return isAuthenticationPage(page) ? (
      <AuthenticationPage name={page} search={search} homeOf={homeOf} />
    ) : null;
  },
});
