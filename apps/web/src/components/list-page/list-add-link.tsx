import type { SxProps, Theme } from '@mui/material/styles';
import { IconPlus } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '../router-links';

type Props = {
  /** The area's namespace: `list.add`. */
  ns: string;
  /** The page that adds one. */
  to: ComponentProps<typeof RouterButton>['to'];
  sx?: SxProps<Theme>;
};

/** "Add …" of a list (`list.add` of the area's namespace), a link to the page that adds one. */
export function ListAddLink({ ns, to, sx }: Props) {
  const { t } = useTranslation(ns);
  return (
    <RouterButton variant="contained" startIcon={<IconPlus size={18} />} to={to} sx={sx}>
      {t('list.add')}
    </RouterButton>
  );
}
