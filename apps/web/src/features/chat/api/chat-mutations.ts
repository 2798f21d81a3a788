import type {
  ChatMessage,
  ChatProfileBody,
  ChatProfileUser,
  ChatSendAnswer,
  ChatSettings,
  ChatsAndContactsAnswer,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addMessage, replaceMessage } from '../lib/chat-cache';
import { chatListQueryOptions, chatSettingsQueryOptions } from './get-chats';

export function useSendMessage(userId: number, me: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api<ChatSendAnswer>(`/apps/chat/chats/${userId}`, { method: 'POST', body: { message, senderId: me } }),
    onSuccess: ({ msg }) => {
      addMessage(queryClient, userId, msg);
      return queryClient.invalidateQueries({ queryKey: chatListQueryOptions().queryKey });
    },
  });
}

export function useEditMessage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) =>
      api<{ msg: ChatMessage }>(`/apps/chat/messages/${id}`, { method: 'PATCH', body: { message } }),
    onSuccess: ({ msg }) => replaceMessage(queryClient, userId, msg),
  });
}

export function useDeleteMessage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ msg: ChatMessage }>(`/apps/chat/messages/${id}`, { method: 'DELETE' }),
    onSuccess: ({ msg }) => replaceMessage(queryClient, userId, msg),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatProfileBody) =>
      api<ChatProfileUser>('/apps/chat/profile', { method: 'PATCH', body }),
    onSuccess: (profileUser) => {
      queryClient.setQueriesData<ChatsAndContactsAnswer>(
        { queryKey: chatListQueryOptions().queryKey },
        (old) => (old ? { ...old, profileUser } : old),
      );
    },
  });
}

export function useUpdateChatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatSettings) => api<ChatSettings>('/apps/chat/settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(chatSettingsQueryOptions().queryKey, saved),
  });
}
