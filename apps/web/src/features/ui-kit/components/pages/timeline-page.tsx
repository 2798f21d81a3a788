import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Timeline, type TimelineEntry } from '@/components/timeline';
import { useIntlFormat } from '@/lib/intl-format';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';

const STEPS = ['placed', 'paid', 'dispatched', 'outForDelivery', 'delivered'] as const;
const START = Date.UTC(2026, 10, 2, 9, 30);
const HOUR = 3_600_000;

/** Timeline: the order page's history (components/timeline.tsx), newest first, the current step marked. */
export function TimelinePage() {
  const k = useKitText('components', 'timeline');
  const format = useIntlFormat();
  const [reached, setReached] = useState(3);
  const entries: TimelineEntry[] = STEPS.slice(0, reached)
    .map((step, i) => {
      const at = new Date(START + i * 7 * HOUR).toISOString();
      return {
        id: step,
        title: k(`steps.${step}.title`),
        dateTime: at,
        time: format.dateTime(at),
        note: step === 'dispatched' ? k('steps.dispatched.note') : undefined,
        caption: step === 'placed' ? k('steps.byCustomer') : k('steps.by', { name: 'Jordan Stevenson' }),
        current: i === reached - 1,
      };
    })
    .reverse();
  return (
    <KitPage section="components" name="timeline">
      <Specimen
        title={k('order.title')}
        description={k('order.description')}
        importLine="import { Timeline } from '@/components/timeline';"
        props={[
          { name: 'label', type: 'string', description: k('props.label') },
          { name: 'entries', type: 'TimelineEntry[]', description: k('props.entries') },
          { name: 'current', type: 'boolean', description: k('props.current') },
          { name: 'dateTime / time', type: 'string', description: k('props.time') },
        ]}
      >
        <Stack spacing={3}>
          <Timeline label={k('order.label')} entries={entries} />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              variant="contained"
              disabled={reached === STEPS.length}
              onClick={() => setReached((n) => Math.min(n + 1, STEPS.length))}
            >
              {k('order.next')}
            </Button>
            <Button
              variant="outlined"
              color="secondary"
              disabled={reached === 1}
              onClick={() => setReached(1)}
            >
              {k('order.reset')}
            </Button>
          </Stack>
        </Stack>
      </Specimen>
    </KitPage>
  );
}
