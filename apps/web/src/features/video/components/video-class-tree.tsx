import { pathTo, type VideoClass } from '@app/contracts/video';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconFolderPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { useToast } from '@/components/toast/use-toast';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { ApiError } from '@/lib/api-client';
import { useDeleteVideoClass } from '../api/delete-video-class';
import { videoClassesQueryOptions } from '../api/get-video-classes';
import { type ClassEdit, VideoClassDialog } from './video-class-dialog';
import { VideoClassNode } from './video-class-node';

type Props = {
  /** The deepest chosen node of the cascade, shown as selected. */
  selectedId: number;
  onSelect: (path: string) => void;
};

/** The classification tree, every node shown under its parent, with add, rename and delete. */
export function VideoClassTree({ selectedId, onSelect }: Props) {
  const { t } = useTranslation('video');
  const { notify } = useToast();
  const tree = useQuery(videoClassesQueryOptions());
  const [edit, setEdit] = useState<ClassEdit | null>(null);
  const removal = useDeleteVideoClass();
  const { ask, dialog } = useConfirmedDelete<VideoClass, number>({
    removal,
    idOf: (node) => node.id,
    texts: (node) => ({
      title: t('tree.deleteTitle', { name: node.name }),
      description: t('tree.deleteDescription'),
      confirmLabel: t('tree.deleteConfirm'),
    }),
    onDeleted: () => notify(t('tree.deleted')),
    errorText: (error, node) =>
      error instanceof ApiError && error.status === 409
        ? t('tree.notEmpty', { name: node?.name })
        : error.message,
  });
  const classes = tree.data?.classes ?? [];
  const childrenOf = (pid: number) => classes.filter((c) => c.pid === pid);
  const selectedPath = pathTo(selectedId, classes);
  // A category starts open, and so does the selected path; a toggle or a new child changes that.
  const [opened, setOpened] = useState<ReadonlyMap<number, boolean>>(new Map());
  const isOpen = (node: VideoClass) =>
    opened.get(node.id) ?? (node.level === 1 || selectedPath.includes(node.id));
  const setOpen = (id: number, open: boolean) => setOpened((m) => new Map(m).set(id, open));

  return (
    <Card>
      <CardHeader
        title={t('tree.title')}
        subheader={t('tree.subtitle')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Button
          fullWidth
          variant="outlined"
          startIcon={<IconFolderPlus size={18} />}
          onClick={() => setEdit({ kind: 'add', parent: null })}
          sx={{ mb: 2 }}
        >
          {t('tree.addCategory')}
        </Button>
        {tree.isPending ? (
          ['a', 'b', 'c', 'd', 'e'].map((k) => <Skeleton key={k} height={44} />)
        ) : tree.isError ? (
          <RetryAlert retryLabel={t('tree.retry')} onRetry={() => void tree.refetch()}>
            {t('tree.error')} {tree.error.message}
          </RetryAlert>
        ) : classes.length === 0 ? (
          <Typography color="text.secondary">{t('tree.empty')}</Typography>
        ) : (
          <Box component="ul" aria-label={t('tree.title')} sx={{ m: 0, p: 0 }}>
            {childrenOf(0).map((node) => (
              <VideoClassNode
                key={node.id}
                node={node}
                classes={classes}
                selectedPath={selectedPath}
                isOpen={isOpen}
                onToggle={(n, open) => setOpen(n.id, open)}
                onSelect={(n) => onSelect(pathTo(n.id, classes).join(','))}
                onAdd={(parent) => setEdit({ kind: 'add', parent })}
                onRename={(n) => setEdit({ kind: 'rename', node: n })}
                onDelete={ask}
              />
            ))}
          </Box>
        )}
      </CardContent>
      {edit && (
        <VideoClassDialog
          edit={edit}
          onAdded={(parentId) => parentId !== null && setOpen(parentId, true)}
          onClose={() => setEdit(null)}
        />
      )}
      {dialog}
    </Card>
  );
}
