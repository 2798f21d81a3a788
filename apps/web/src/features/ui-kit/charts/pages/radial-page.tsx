import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ChartTone } from '@/components/charts/chart-style';
import { RadialGauge } from '@/components/charts/radial-gauge';
import { useIntlFormat } from '@/lib/intl-format';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { ChartFigures } from '../chart-figures';
import { deliveryShares } from '../charts-data';
import { useCrmFigures, useLogisticsFigures } from '../use-chart-figures';

type Gauge = { key: string; label: string; value: number; tone: ChartTone };

/** Gauges side by side, each with its name under it (the same words as the meter's accessible name). */
function GaugeRow({ gauges, size, shape }: { gauges: Gauge[]; size: number; shape?: 'full' | 'half' }) {
  const format = useIntlFormat();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4, justifyContent: 'center' }}>
      {gauges.map((g) => (
        <Stack key={g.key} sx={{ alignItems: 'center', gap: 1 }}>
          <RadialGauge
            value={g.value}
            label={g.label}
            text={format.percent(g.value / 100)}
            size={size}
            tone={g.tone}
            shape={shape}
          />
          <Typography variant="body2" color="text.secondary" aria-hidden>
            {g.label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** Shares as rings (RadialGauge): logistics' deliveries and on-time rate, the CRM projects' average progress. */
export function RadialPage() {
  const { t } = useTranslation('ui-kit');
  const k = (key: string) => t(`charts.radial.${key}`);
  const p = (key: string) => t(`charts.props.${key}`);
  const logistics = useLogisticsFigures();
  const crm = useCrmFigures();
  return (
    <KitPage section="charts" name="radial">
      <Specimen
        title={k('deliveries.title')}
        description={k('deliveries.description')}
        importLine="import { RadialGauge } from '@/components/charts/radial-gauge';"
        props={[
          { name: 'value / max', type: 'number (max 100)', description: p('gaugeValue') },
          { name: 'label', type: 'string', description: p('gaugeLabel') },
          { name: 'text', type: 'string', description: p('gaugeText') },
          { name: 'tone', type: "'primary' | 'success' | …", description: p('tone') },
          { name: 'size', type: 'number', description: p('gaugeSize') },
        ]}
      >
        <ChartFigures area="logistics" figures={logistics} height={160}>
          {(data) => {
            const shares = deliveryShares(data.current);
            return (
              <GaugeRow
                size={160}
                gauges={[
                  {
                    key: 'delivered',
                    label: k('deliveries.delivered'),
                    value: shares.delivered,
                    tone: 'primary',
                  },
                  { key: 'onTime', label: k('deliveries.onTime'), value: shares.onTime, tone: 'success' },
                ]}
              />
            );
          }}
        </ChartFigures>
      </Specimen>
      <Specimen
        title={k('projects.title')}
        description={k('projects.description')}
        importLine="import { RadialGauge } from '@/components/charts/radial-gauge';"
        props={[{ name: 'shape', type: "'full' | 'half'", description: p('shape') }]}
      >
        <ChartFigures area="crm" figures={crm} height={120}>
          {(data) => (
            <GaugeRow
              size={220}
              shape="half"
              gauges={[
                {
                  key: 'progress',
                  label: k('projects.progress'),
                  value: Math.round(data.projectStatus.averageProgress * 10) / 10,
                  tone: 'info',
                },
              ]}
            />
          )}
        </ChartFigures>
      </Specimen>
    </KitPage>
  );
}
