import type {
  AccountAnswer,
  AccountUpdateBody,
  DeactivateBody,
  EmailChangeAnswer,
  EmailChangeBody,
} from '@app/contracts/account-settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshSessionAgain } from '@/lib/session/refresh-session';
import { uploadFile } from '@/lib/upload-file';

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: ['account-settings', 'account'],
    queryFn: ({ signal, client }) => api<AccountAnswer>('/account-settings/account', { signal, client }),
  });

/** Puts the new account in the cache and refreshes the navbar's name and picture. */
function useAccountAnswer() {
  const queryClient = useQueryClient();
  return (answer: AccountAnswer) => {
    queryClient.setQueryData(accountQueryOptions().queryKey, answer);
    void refreshSessionAgain();
  };
}

export function useSaveAccount() {
  const done = useAccountAnswer();
  return useMutation({
    mutationFn: (body: AccountUpdateBody) =>
      api<AccountAnswer>('/account-settings/account', { method: 'PUT', body }),
    onSuccess: done,
  });
}

/** Sends the picture; the server checks its type and size and makes it the avatar. */
export function useUploadAvatar() {
  const done = useAccountAnswer();
  return async (file: File, onProgress: (fraction: number) => void) => {
    const answer = await uploadFile<AccountAnswer>('/account-settings/avatar', file, { onProgress });
    done(answer);
    return answer.avatar ?? '';
  };
}

export function useRemoveAvatar() {
  const done = useAccountAnswer();
  return useMutation({
    mutationFn: () => api<AccountAnswer>('/account-settings/avatar', { method: 'DELETE' }),
    onSuccess: done,
  });
}

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailChangeBody) =>
      api<EmailChangeAnswer>('/auth/email-change', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey }),
  });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string }>('/auth/email-change', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey }),
  });
}

export const useDeactivateAccount = () =>
  useMutation({
    mutationFn: (body: DeactivateBody) =>
      api<{ message: string }>('/auth/deactivate', { method: 'POST', body }),
  });
