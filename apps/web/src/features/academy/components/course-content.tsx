import type { CourseSection } from '@app/contracts';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { IconChevronDown, IconFileText, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = {
  sections: CourseSection[];
  selectedTopic?: number;
  /** Topics whose completion is being saved, with the state asked for (shown until the save settles). */
  saving: ReadonlyMap<number, boolean>;
  onSelect: (topicId: number) => void;
  onToggle: (topicId: number, done: boolean) => void;
};

/** The course's sections, each a list of topics: a checkbox saves completion, the title opens the topic. */
export function CourseContent({ sections, selectedTopic, saving, onSelect, onToggle }: Props) {
  const { t } = useTranslation('academy');
  return (
    <Box>
      {sections.map((section, i) => (
        <Accordion
          key={section.id}
          defaultExpanded={i === 0 || section.topics.some((x) => x.id === selectedTopic)}
          disableGutters
        >
          <AccordionSummary
            expandIcon={<IconChevronDown size={20} />}
            id={`${section.id}-header`}
            aria-controls={`${section.id}-content`}
          >
            <Box>
              <Typography variant="h6" component="h3">
                {section.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('details.sectionStatus', { status: section.status, time: section.time })}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails sx={{ p: 0 }}>
            <List dense disablePadding>
              {section.topics.map((topic, k) => (
                <ListItem
                  key={topic.id}
                  disablePadding
                  secondaryAction={
                    <Checkbox
                      edge="end"
                      checked={saving.get(topic.id) ?? topic.isCompleted}
                      disabled={saving.has(topic.id)}
                      onChange={(e) => onToggle(topic.id, e.target.checked)}
                      slotProps={{ input: { 'aria-label': t('details.markDone', { title: topic.title }) } }}
                    />
                  }
                >
                  <ListItemButton selected={topic.id === selectedTopic} onClick={() => onSelect(topic.id)}>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      {topic.kind === 'video' ? <IconPlayerPlay size={18} /> : <IconFileText size={18} />}
                    </ListItemIcon>
                    <ListItemText
                      primary={`${k + 1}. ${topic.title}`}
                      secondary={t(topic.kind === 'video' ? 'details.videoTime' : 'details.readingTime', {
                        time: topic.time,
                      })}
                      sx={{ textDecoration: topic.isCompleted ? 'none' : undefined }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
