import type { Video, VideoUpdateBody } from '@app/contracts/video';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload-file';
import { videoClassesQueryOptions } from './get-video-classes';
import { videosQueryOptions } from './get-videos';

/** An upload that failed after the metadata was saved: a retry edits that video instead of adding one. */
export const savedIdOf = (error: unknown) => (error as { savedId?: number } | null)?.savedId;

type Save = {
  id?: number;
  /** A change may carry the version its form loaded (docs/edit-conflicts.md). */
  body: VideoUpdateBody;
  /** A new file to upload after the metadata is saved. */
  file?: File | null;
  onProgress?: (fraction: number) => void;
};

/**
 * Adds a video (no id) or changes one, then uploads its file when one was chosen. A refused file
 * leaves the saved metadata in place (the video shows "no file" until a file is uploaded).
 */
export function useSaveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, file, onProgress }: Save) => {
      const saved = await api<Video>(id === undefined ? '/admin/videos' : `/admin/videos/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
      });
      if (!file) return saved;
      try {
        return await uploadFile<Video>(`/admin/videos/${saved.id}/file`, file, { onProgress });
      } catch (error) {
        throw Object.assign(error as Error, { savedId: saved.id });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: videosQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: videoClassesQueryOptions().queryKey }),
      ]),
  });
}
