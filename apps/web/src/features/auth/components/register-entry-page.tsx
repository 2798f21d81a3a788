import type { RegisterAnswer } from '@app/contracts';
import { useEffect, useState } from 'react';
import { requestRegistration } from '../api/register';
import type { SigninConfig } from './account-page-types';
import { RegisterForm } from './register-form';

/** `?ref=` as the app's /register route reads it (at most 40 characters). */
const referralOf = (search: string) => {
  const ref = new URLSearchParams(search).get('ref');
  return ref && ref.length <= 40 ? ref : undefined;
};

/**
 * /register as the sign-in entry draws it (src/signin.tsx, decision 014): the app's form without the
 * router. The referral of `?ref=` shows once hydrated (the server's render is the same for every
 * query); a new account goes on to the app's verify-email page, a full navigation.
 */
export function RegisterEntryPage({ config }: { config: SigninConfig | undefined }) {
  const [open, setOpen] = useState(config?.registration.open);
  const [referral, setReferral] = useState<string>();
  useEffect(() => setReferral(referralOf(location.search)), []);
  useEffect(() => {
    // Without the server's render, the form shows until the answer says registration is closed.
    if (open === undefined)
      requestRegistration().then(
        (answer) => setOpen(answer.open),
        () => undefined,
      );
  }, [open]);
  const onRegistered = (answer: RegisterAnswer) => {
    location.assign(`/pages/authentication/verify-email-v1?${new URLSearchParams({ email: answer.email })}`);
  };
  return <RegisterForm closed={open === false} referral={referral} onRegistered={onRegistered} />;
}
