import type { FaqGroup } from '@app/contracts';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { helpIcon } from './help-icon';

type Props = {
  groups: FaqGroup[];
  activeId: number | undefined;
  /** While searching, each tab says how many of its questions match. */
  counted: boolean;
  onSelect: (id: number) => void;
};

/** The FAQ's groups: a column of tabs on a wide screen, a scrolling row on a narrow one. */
export function FaqGroupTabs({ groups, activeId, counted, onSelect }: Props) {
  const { t } = useTranslation('help');
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return (
    <Tabs
      orientation={wide ? 'vertical' : 'horizontal'}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      value={activeId ?? false}
      onChange={(_, id: number) => onSelect(id)}
      aria-label={t('faq.groupsLabel')}
      sx={{
        '& .MuiTabs-indicator': { display: 'none' },
        '& .MuiTab-root': {
          minHeight: 40,
          justifyContent: 'flex-start',
          textTransform: 'none',
          borderRadius: 1,
          px: 2,
          mb: { md: 0.5 },
          me: { xs: 1, md: 0 },
        },
        '& .MuiTab-root.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
      }}
    >
      {groups.map((group) => {
        const Icon = helpIcon(group.faqIcon);
        const title = t(`faq.groups.${group.faqTitle}`, { defaultValue: group.faqTitle });
        return (
          <Tab
            key={group.id}
            value={group.id}
            id={`faq-tab-${group.id}`}
            aria-controls={`faq-panel-${group.id}`}
            icon={<Icon size={20} stroke={1.6} aria-hidden />}
            iconPosition="start"
            label={counted ? `${title} (${group.faqs.length})` : title}
          />
        );
      })}
    </Tabs>
  );
}
