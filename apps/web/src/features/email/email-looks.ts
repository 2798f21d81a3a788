import type { EmailFilter, EmailLabel } from '@app/contracts';
import {
  type Icon,
  IconAlertOctagon,
  IconFile,
  IconMail,
  IconSend,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import type { Tint } from '@/components/tinted-chip/tinted-chip';

export const FOLDER_ICONS: Record<EmailFilter, Icon> = {
  inbox: IconMail,
  sent: IconSend,
  draft: IconFile,
  starred: IconStar,
  spam: IconAlertOctagon,
  trashed: IconTrash,
};

/** The sidebar's order. */
export const FILTER_ORDER: EmailFilter[] = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trashed'];

export const LABEL_TINTS: Record<EmailLabel, Tint> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'error',
};
