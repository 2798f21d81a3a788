import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';

const QUESTIONS = ['shipping', 'returns', 'payment'] as const;
const SECTIONS = ['profile', 'billing', 'danger'] as const;

/** Accordions as the FAQ and the help pages use them: one open at a time, or each on its own. */
export function ExpansionPanelPage() {
  const k = useKitText('components', 'expansion-panel');
  const [open, setOpen] = useState<string | false>('shipping');
  return (
    <KitPage section="components" name="expansion-panel">
      <Specimen
        title={k('single.title')}
        description={k('single.description')}
        importLine="import Accordion from '@mui/material/Accordion';"
        props={[
          { name: 'expanded', type: 'boolean', description: k('props.expanded') },
          { name: 'onChange', type: '(event, expanded) => void', description: k('props.onChange') },
          { name: 'expandIcon', type: 'ReactNode', description: k('props.expandIcon') },
        ]}
      >
        <div>
          {QUESTIONS.map((q) => (
            <Accordion
              key={q}
              expanded={open === q}
              onChange={(_, expanded) => setOpen(expanded ? q : false)}
            >
              <AccordionSummary expandIcon={<IconChevronDown size={20} aria-hidden />}>
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {k(`single.${q}.q`)}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography color="text.secondary">{k(`single.${q}.a`)}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </div>
      </Specimen>
      <Specimen
        title={k('many.title')}
        description={k('many.description')}
        importLine="import Accordion from '@mui/material/Accordion';"
        props={[
          { name: 'defaultExpanded', type: 'boolean', description: k('props.defaultExpanded') },
          { name: 'disabled', type: 'boolean', description: k('props.disabled') },
        ]}
      >
        <div>
          {SECTIONS.map((s) => (
            <Accordion key={s} defaultExpanded={s === 'profile'} disabled={s === 'danger'} variant="outlined">
              <AccordionSummary expandIcon={<IconChevronDown size={20} aria-hidden />}>
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {k(`many.${s}.title`)}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography color="text.secondary">{k(`many.${s}.text`)}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </div>
      </Specimen>
    </KitPage>
  );
}
