import type { EmailAttachment } from '@app/contracts';
import { ApiError, accessToken, unauthorizedWith } from '@/lib/api-client';

/** The attachment's URL needs the session's token, so it is fetched and then saved as a file. */
export async function downloadAttachment(attachment: EmailAttachment): Promise<void> {
  const token = accessToken();
  const res = await fetch(attachment.url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  unauthorizedWith(token, res.status);
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(res.status, body.message ?? `Request failed (${res.status})`);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
