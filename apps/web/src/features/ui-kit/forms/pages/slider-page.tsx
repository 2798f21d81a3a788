import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntlFormat } from '@/lib/intl-format';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useFormsText } from '../forms-kit';

/** Sliders: a price range with its two values in words, and steps with marks. */
export function SliderPage() {
  const k = useFormsText('slider');
  const format = useIntlFormat();
  const [range, setRange] = useState<number[]>([20, 120]);
  const [volume, setVolume] = useState(30);
  const [seats, setSeats] = useState(5);
  const rangeId = useId();
  const volumeId = useId();
  const seatsId = useId();
  return (
    <KitPage section="forms" name="slider">
      <Specimen
        title={k('range.title')}
        description={k('range.description')}
        importLine="import Slider from '@mui/material/Slider';"
        props={[
          { name: 'value', type: 'number | number[]', description: k('props.value') },
          { name: 'getAriaLabel', type: '(index) => string', description: k('props.ariaLabel') },
          { name: 'getAriaValueText', type: '(value) => string', description: k('props.valueText') },
          { name: 'valueLabelDisplay', type: "'auto' | 'on' | 'off'", description: k('props.valueLabel') },
        ]}
      >
        <Box sx={{ maxWidth: 420, px: 1 }}>
          <Typography id={rangeId} gutterBottom>
            {k('range.label')}
          </Typography>
          <Slider
            value={range}
            onChange={(_, v) => setRange(v as number[])}
            min={0}
            max={200}
            step={5}
            getAriaLabel={(i) => (i === 0 ? k('range.min') : k('range.max'))}
            getAriaValueText={(v) => format.money(v)}
            valueLabelFormat={(v) => format.money(v)}
            valueLabelDisplay="auto"
            disableSwap
          />
          <Typography variant="body2" color="text.secondary" role="status">
            {k('range.between', { from: format.money(range[0]), to: format.money(range[1]) })}
          </Typography>
        </Box>
      </Specimen>
      <Specimen
        title={k('steps.title')}
        description={k('steps.description')}
        importLine="import Slider from '@mui/material/Slider';"
        props={[
          { name: 'step', type: 'number | null', description: k('props.step') },
          { name: 'marks', type: 'boolean | { value, label }[]', description: k('props.marks') },
          { name: 'color', type: "'primary' | 'secondary' | …", description: k('props.color') },
          { name: 'disabled', type: 'boolean', description: k('props.disabled') },
        ]}
      >
        <Box sx={{ display: 'grid', gap: 3, maxWidth: 420, px: 1 }}>
          <Box>
            <Typography id={volumeId}>{k('steps.volume')}</Typography>
            <Slider
              aria-labelledby={volumeId}
              value={volume}
              onChange={(_, v) => setVolume(v as number)}
              getAriaValueText={(v) => format.percent(v / 100)}
              valueLabelDisplay="auto"
              color="secondary"
            />
          </Box>
          <Box>
            <Typography id={seatsId}>{k('steps.seats')}</Typography>
            <Slider
              aria-labelledby={seatsId}
              value={seats}
              onChange={(_, v) => setSeats(v as number)}
              min={1}
              max={10}
              step={1}
              marks={[1, 5, 10].map((v) => ({ value: v, label: format.number(v) }))}
              valueLabelDisplay="auto"
            />
          </Box>
          <Box>
            <Typography id={`${seatsId}-off`} color="text.disabled">
              {k('steps.disabled')}
            </Typography>
            <Slider aria-labelledby={`${seatsId}-off`} defaultValue={40} disabled />
          </Box>
        </Box>
      </Specimen>
    </KitPage>
  );
}
