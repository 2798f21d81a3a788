import type { VideoClass } from '@app/contracts/video';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { videoClassesQueryOptions } from './get-video-classes';
import { videosQueryOptions } from './get-videos';

type Change =
  | { kind: 'add'; parentId: number | null; name: string }
  | { kind: 'rename'; id: number; name: string; version?: number };

/**
 * Adds a node under a parent (none: a category) or renames one (with the version the dialog loaded);
 * the tree and the lists reload.
 */
export function useSaveVideoClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      change.kind === 'add'
        ? api<VideoClass>('/admin/video-classes', {
            method: 'POST',
            body: { parentId: change.parentId, name: change.name },
          })
        : api<VideoClass>(`/admin/video-classes/${change.id}`, {
            method: 'PUT',
            body: { name: change.name, version: change.version },
          }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: videoClassesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: videosQueryOptions().queryKey }),
      ]),
  });
}
