import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';

/** Which cards the reader took off the page; each removal's toast offers to undo it. Not stored: a reload brings them back. */
export function useRemovedCards() {
  const { t } = useTranslation('card');
  const { notify } = useToast();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const restore = useCallback(
    (key: string) =>
      setRemoved((prev) => {
        const next = new Set(prev);
        next.delete(key);
        return next;
      }),
    [],
  );
  const remove = (key: string, title: string) => {
    setRemoved((prev) => new Set(prev).add(key));
    notify(t('actions.removed', { title }), 'success', {
      label: t('actions.undo'),
      onClick: () => restore(key),
    });
  };
  return {
    isRemoved: (key: string) => removed.has(key),
    removedCount: removed.size,
    remove,
    restoreAll: () => setRemoved(new Set()),
  };
}
