import { MAGNET_MAX_TAGS } from '@app/contracts/magnet';

const TAG = /^[\p{L}\p{N}][\p{L}\p{N} _.-]{0,29}$/u;

/** The tags as the API keeps them (trimmed, lowercase, each once), or the reason they are refused. */
export function checkTags(tags: string[]): { tags: string[] } | { problem: 'tooManyTags' | 'badTag' } {
  const clean = [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
  if (clean.length > MAGNET_MAX_TAGS) return { problem: 'tooManyTags' };
  if (!clean.every((tag) => TAG.test(tag))) return { problem: 'badTag' };
  return { tags: clean };
}
