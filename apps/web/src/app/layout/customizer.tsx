import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useResolvedMode } from '@/components/theme/app-theme-provider';
import { LANGUAGES } from '@/i18n';
import { DEFAULT_SETTINGS, settingsStore, useSettings } from '@/lib/settings/settings-store';
import { CustomizerColorPicker } from './customizer-color-picker';
import { CustomizerHeader } from './customizer-header';
import { CustomizerOptionCards as Cards, type OptionCard } from './customizer-option-cards';
import { ContentWidthPreview, LayoutPreview, SkinPreview } from './customizer-previews';
import { CustomizerSection } from './customizer-sections';
import { CustomizerSwitch } from './customizer-switch';
import { CustomizerToggle } from './customizer-toggle';
import { useIsOverlayNav } from './effective-layout';

const icon = (Icon: typeof IconSun) => (
  <Box sx={{ py: 1.5, display: 'grid', placeItems: 'center' }}>
    <Icon size={26} stroke={1.5} />
  </Box>
);

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Every layout setting of spec 000 §4 in a side drawer; each change applies at once and is stored.
 * Opened by the gear on the screen's end edge, or on a phone by the navbar's gear (NavbarActions),
 * where the floating one would cover the end of the page's lines.
 */
export function Customizer({ open, onOpenChange: setOpen }: Props) {
  const { t } = useTranslation('app');
  const s = useSettings();
  const mode = useResolvedMode();
  const overlay = useIsOverlayNav();
  const titleId = useId();
  const changed = (Object.keys(DEFAULT_SETTINGS) as (keyof typeof DEFAULT_SETTINGS)[]).some(
    (key) => s[key] !== DEFAULT_SETTINGS[key],
  );
  const vertical = s.navLayout === 'vertical';
  const semiDarkUsable = vertical && mode === 'light';

  const themes: OptionCard<typeof s.theme>[] = [
    { value: 'light', label: t('theme.light'), preview: icon(IconSun) },
    { value: 'dark', label: t('theme.dark'), preview: icon(IconMoon) },
    { value: 'system', label: t('theme.system'), preview: icon(IconDeviceDesktop) },
  ];
  const skins: OptionCard<typeof s.skin>[] = [
    { value: 'default', label: t('customizer.skins.default'), preview: <SkinPreview skin="default" /> },
    { value: 'bordered', label: t('customizer.skins.bordered'), preview: <SkinPreview skin="bordered" /> },
  ];
  const layouts: OptionCard<typeof s.navLayout>[] = [
    {
      value: 'vertical',
      label: t('customizer.layouts.vertical'),
      preview: (
        <LayoutPreview
          kind={s.navCollapsed ? 'collapsed' : 'vertical'}
          semiDark={s.semiDarkNav && semiDarkUsable}
        />
      ),
    },
    {
      value: 'horizontal',
      label: t('customizer.layouts.horizontal'),
      preview: <LayoutPreview kind="horizontal" />,
    },
  ];
  const widths: OptionCard<typeof s.contentWidth>[] = [
    { value: 'boxed', label: t('customizer.widths.boxed'), preview: <ContentWidthPreview width="boxed" /> },
    { value: 'fluid', label: t('customizer.widths.fluid'), preview: <ContentWidthPreview width="fluid" /> },
  ];
  const languages: OptionCard<typeof s.language>[] = LANGUAGES.map((lang) => ({
    value: lang.code,
    label: lang.label,
    preview: <Box sx={{ py: 1.25, fontWeight: 600, textTransform: 'uppercase' }}>{lang.code}</Box>,
  }));

  return (
    <>
      <CustomizerToggle open={open} onOpen={() => setOpen(true)} />
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          backdrop: { invisible: true },
          paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 400 }, boxShadow: 8 } },
        }}
      >
        <CustomizerHeader
          titleId={titleId}
          changed={changed}
          onReset={() => settingsStore.reset()}
          onClose={() => setOpen(false)}
        />
        <Box sx={{ overflowY: 'auto', flex: 1 }}>
          <CustomizerSection title={t('customizer.theming')}>
            <CustomizerColorPicker
              value={s.primaryColor}
              onChange={(primaryColor) => settingsStore.set({ primaryColor })}
            />
            <Cards
              label={t('customizer.theme')}
              value={s.theme}
              options={themes}
              onChange={(theme) => settingsStore.set({ theme })}
            />
            <Cards
              label={t('customizer.skin')}
              value={s.skin}
              options={skins}
              onChange={(skin) => settingsStore.set({ skin })}
            />
            <CustomizerSwitch
              label={t('customizer.semiDark')}
              checked={s.semiDarkNav}
              disabled={!semiDarkUsable}
              hint={semiDarkUsable ? undefined : t('customizer.semiDarkHint')}
              onChange={(semiDarkNav) => settingsStore.set({ semiDarkNav })}
            />
          </CustomizerSection>
          <Divider />
          <CustomizerSection title={t('customizer.layout')}>
            {overlay && <Alert severity="info">{t('customizer.overlayHint')}</Alert>}
            <Cards
              label={t('customizer.navLayout')}
              value={s.navLayout}
              options={layouts}
              onChange={(navLayout) => settingsStore.set({ navLayout })}
            />
            <CustomizerSwitch
              label={t('customizer.collapsed')}
              checked={s.navCollapsed}
              disabled={!vertical}
              hint={vertical ? undefined : t('customizer.collapsedHint')}
              onChange={(navCollapsed) => settingsStore.set({ navCollapsed })}
            />
            <Cards
              label={t('customizer.contentWidth')}
              value={s.contentWidth}
              options={widths}
              onChange={(contentWidth) => settingsStore.set({ contentWidth })}
            />
            <Cards
              label={t('customizer.language')}
              value={s.language}
              options={languages}
              onChange={(language) => settingsStore.set({ language })}
            />
          </CustomizerSection>
        </Box>
      </Drawer>
    </>
  );
}
