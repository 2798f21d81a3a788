import type {
  Email,
  EmailComposeBody,
  EmailLabel,
  EmailListAnswer,
  emailComposeAnswer,
} from '@app/contracts';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { applyChange, changedList, type EmailChange, toggledLabels } from '../email-cache';
import { type EmailsQuery, emailQueryOptions, emailsKey } from './get-emails';

type ListData = InfiniteData<EmailListAnswer, string | undefined>;
export type ComposeAnswer = z.infer<typeof emailComposeAnswer>;

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: emailsKey });

export type UpdateEmails = { emails: Pick<Email, 'id' | 'labels'>[]; change: EmailChange };

/**
 * Bulk change (POST /api/apps/email): read, starred, folder, trash, or a label toggle. The lists and the
 * open thread show the change at once and go back if the server refuses it.
 */
export function useUpdateEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ emails, change }: UpdateEmails) => {
      // A label goes onto those lacking it, or off all of them when every one has it (the server toggles each).
      const ids =
        change.label && !emails.every((e) => e.labels.includes(change.label as EmailLabel))
          ? emails.filter((e) => !e.labels.includes(change.label as EmailLabel)).map((e) => e.id)
          : emails.map((e) => e.id);
      return api<void>('/apps/email', { method: 'POST', body: { ids, ...change } });
    },
    onMutate: async ({ emails, change }) => {
      await queryClient.cancelQueries({ queryKey: emailsKey });
      const ids = emails.map((e) => e.id);
      const label = change.label ? toggledLabels(emails, change.label) : undefined;
      const lists = queryClient.getQueriesData<ListData>({ queryKey: [...emailsKey, 'list'] });
      for (const [key, data] of lists) {
        if (data) queryClient.setQueryData(key, changedList(data, key[2] as EmailsQuery, ids, change, label));
      }
      const details = ids.map((id) => {
        const key = emailQueryOptions(id).queryKey;
        const before = queryClient.getQueryData(key);
        if (before) queryClient.setQueryData(key, applyChange(before, change, label));
        return [key, before] as const;
      });
      return { lists, details };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.lists ?? []) queryClient.setQueryData(key, data);
      for (const [key, data] of context?.details ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => refresh(queryClient),
  });
}

/** Saves a draft or sends (POST /api/apps/email/messages). */
export function useComposeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailComposeBody) =>
      api<ComposeAnswer>('/apps/email/messages', { method: 'POST', body }),
    onSuccess: (answer) => {
      // A message just written has no later message in its thread.
      queryClient.setQueryData(emailQueryOptions(answer.email.id).queryKey, {
        ...answer.email,
        following: [],
      });
      return refresh(queryClient);
    },
  });
}

/** Brings a message back from the outbox as a draft, while the undo delay lasts. */
export function useUndoSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ email: Email }>(`/apps/email/${id}/undo-send`, { method: 'POST' }),
    onSuccess: ({ email }) => {
      queryClient.setQueryData(emailQueryOptions(email.id).queryKey, { ...email, following: [] });
      return refresh(queryClient);
    },
  });
}

/** Queues again a sent message whose delivery failed after its last retry (the sent folder's Retry). */
export function useRetrySend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ email: Email }>(`/apps/email/${id}/retry-send`, { method: 'POST' }),
    onSuccess: ({ email }) => {
      queryClient.setQueryData(emailQueryOptions(email.id).queryKey, (before) =>
        before ? { ...before, ...email } : before,
      );
      return refresh(queryClient);
    },
  });
}

/** Deletes e-mails for good (from the trash), one call each. */
export function useDeleteForever() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      Promise.all(ids.map((id) => api<void>(`/apps/email/${id}`, { method: 'DELETE' }))),
    onSuccess: (_, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: emailQueryOptions(id).queryKey });
    },
    onSettled: () => refresh(queryClient),
  });
}
