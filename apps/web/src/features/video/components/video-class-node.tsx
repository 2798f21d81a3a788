import { CASCADE_LEVELS, deepestOf, type VideoClass } from '@app/contracts/video';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { IconChevronDown, IconChevronRight, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '@/components/data-table/row-actions';

type Props = {
  node: VideoClass;
  classes: VideoClass[];
  /** The ids from the category down to the selected node. */
  selectedPath: number[];
  /** Whether the node shows its children (the tree keeps this, so that adding a child opens its parent). */
  isOpen: (node: VideoClass) => boolean;
  onToggle: (node: VideoClass, open: boolean) => void;
  onSelect: (node: VideoClass) => void;
  onAdd: (parent: VideoClass) => void;
  onRename: (node: VideoClass) => void;
  onDelete: (node: VideoClass) => void;
};

/** One node of the tree and, when open, its children. */
export function VideoClassNode(props: Props) {
  const { node, classes, selectedPath, isOpen, onToggle, onSelect, onAdd, onRename, onDelete } = props;
  const { t, i18n } = useTranslation('video');
  const kids = classes.filter((c) => c.pid === node.id);
  const open = kids.length > 0 && isOpen(node);
  const selected = deepestOf(selectedPath) === node.id;
  const flip = { transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined };
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          borderRadius: 1,
          paddingInlineStart: kids.length > 0 ? 0 : 4,
          bgcolor: selected ? 'action.selected' : undefined,
          '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
        }}
      >
        {kids.length > 0 && (
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={t(open ? 'tree.collapse' : 'tree.expand', { name: node.name })}
            onClick={() => onToggle(node, !open)}
          >
            {open ? <IconChevronDown size={18} /> : <IconChevronRight size={18} style={flip} />}
          </IconButton>
        )}
        <Box
          component="button"
          type="button"
          aria-current={selected ? 'true' : undefined}
          onClick={() => onSelect(node)}
          sx={{
            flex: 1,
            minWidth: 0,
            textAlign: 'start',
            border: 0,
            bgcolor: 'transparent',
            color: 'text.primary',
            cursor: 'pointer',
            py: 0.5,
            font: 'inherit',
          }}
        >
          <Typography noWrap dir="auto" sx={{ fontWeight: node.level === 1 ? 600 : 400 }}>
            {node.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {node.level < CASCADE_LEVELS
              ? t('tree.counts', { children: node.children, videos: node.videos })
              : t('tree.videoCount', { videos: node.videos })}
          </Typography>
        </Box>
        {node.level < CASCADE_LEVELS && (
          <RowActionButton
            title={t('tree.addChild', { name: node.name })}
            label={t('tree.addChild', { name: node.name })}
            icon={IconPlus}
            onClick={() => onAdd(node)}
          />
        )}
        <RowActionButton
          title={t('tree.rename', { name: node.name })}
          label={t('tree.rename', { name: node.name })}
          icon={IconEdit}
          onClick={() => onRename(node)}
        />
        <RowActionButton
          title={t('tree.delete', { name: node.name })}
          label={t('tree.delete', { name: node.name })}
          icon={IconTrash}
          onClick={() => onDelete(node)}
        />
      </Box>
      {open && (
        <Box
          component="ul"
          sx={{
            m: 0,
            p: 0,
            paddingInlineStart: 1,
            borderInlineStart: '1px solid',
            borderColor: 'divider',
            marginInlineStart: 1.75,
          }}
        >
          {kids.map((kid) => (
            <VideoClassNode key={kid.id} {...props} node={kid} />
          ))}
        </Box>
      )}
    </Box>
  );
}
