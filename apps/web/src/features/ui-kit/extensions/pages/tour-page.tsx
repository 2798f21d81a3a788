import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconRoute } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';
import { shellTourSteps } from './tour-steps';

type Running = { destroy: () => void };

/** A guided tour of the shell with driver.js, fetched when the tour starts (about 5 kB gzip). */
export function TourPage() {
  const k = useKitText('extensions', 'tour');
  const { t } = useTranslation('ui-kit');
  const { t: app } = useTranslation('app');
  const [loading, setLoading] = useState(false);
  const [finished, setFinished] = useState(false);
  const running = useRef<Running | null>(null);
  useEffect(() => () => running.current?.destroy(), []);

  const start = async () => {
    setLoading(true);
    const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
    setLoading(false);
    setFinished(false);
    const tour = driver({
      steps: shellTourSteps(t, app),
      showProgress: true,
      // driver.js fills in {{current}} and {{total}}: i18next leaves them as they are.
      progressText: k('progress', { current: '{{current}}', total: '{{total}}' }),
      nextBtnText: k('next'),
      prevBtnText: k('previous'),
      doneBtnText: k('done'),
      popoverClass: 'ui-kit-tour',
      // Escape, the close button or Done: the tour ends here, whatever step it was at.
      onDestroyStarted: () => {
        tour.destroy();
        running.current = null;
        setFinished(true);
      },
    });
    running.current = tour;
    tour.drive();
  };
  return (
    <KitPage section="extensions" name="tour">
      {/* The tour's popover in the app's colours, light or dark, and in the reader's direction. */}
      <GlobalStyles
        styles={(theme) => ({
          '.driver-popover.ui-kit-tour': {
            backgroundColor: theme.palette.background.paper,
            color: theme.palette.text.primary,
            fontFamily: theme.typography.fontFamily,
            direction: theme.direction,
          },
          '.ui-kit-tour .driver-popover-title': { fontSize: '1rem', fontWeight: 600 },
          '.ui-kit-tour .driver-popover-description, .ui-kit-tour .driver-popover-progress-text': {
            color: theme.palette.text.secondary,
          },
          '.ui-kit-tour .driver-popover-navigation-btns button': {
            textShadow: 'none',
            font: 'inherit',
            backgroundColor: theme.palette.background.paper,
            color: theme.palette.text.primary,
            borderColor: theme.palette.divider,
          },
          '.ui-kit-tour .driver-popover-close-btn': { color: theme.palette.text.secondary },
          '.ui-kit-tour .driver-popover-arrow': { borderColor: theme.palette.background.paper },
        })}
      />
      <Specimen
        title={k('shell.title')}
        description={k('shell.description')}
        importLine="const { driver } = await import('driver.js');"
        props={[
          { name: 'steps', type: 'DriveStep[]', description: k('props.steps') },
          { name: 'showProgress / progressText', type: 'boolean / string', description: k('props.progress') },
          {
            name: 'nextBtnText / prevBtnText / doneBtnText',
            type: 'string',
            description: k('props.buttons'),
          },
          { name: 'onDestroyStarted', type: '() => void', description: k('props.onDestroyed') },
        ]}
      >
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{k('shell.text')}</Typography>
          <Button
            id="ui-kit-tour-start"
            variant="contained"
            startIcon={<IconRoute size={18} aria-hidden />}
            onClick={start}
            loading={loading}
          >
            {k('shell.start')}
          </Button>
          <Typography role="status" variant="body2" color="text.secondary">
            {finished ? k('shell.finished') : ''}
          </Typography>
        </Stack>
      </Specimen>
    </KitPage>
  );
}
