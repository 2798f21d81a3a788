import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';
import { SortableItem } from './sortable-item';

type Lists = Record<string, string[]>;
const TASKS = ['photos', 'prices', 'stock', 'descriptions', 'shipping'];

/** A drop zone: a column that also takes items when it is empty. */
function Column({
  id,
  title,
  items,
  label,
}: {
  id: string;
  title: string;
  items: string[];
  label: (item: string) => string;
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" id={`dnd-${id}`} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <SortableContext id={id} items={items} strategy={verticalListSortingStrategy}>
        <Box
          component="ul"
          ref={setNodeRef}
          aria-labelledby={`dnd-${id}`}
          sx={{
            m: 0,
            p: 1,
            minHeight: 120,
            borderRadius: 1,
            border: 1,
            borderStyle: 'dashed',
            borderColor: isOver ? 'primary.main' : 'divider',
          }}
        >
          {items.map((item) => (
            <SortableItem key={item} id={item} label={label(item)} />
          ))}
        </Box>
      </SortableContext>
    </Box>
  );
}

/** @dnd-kit: sorting one list, and moving items between two, with the mouse, a finger or the keyboard. */
export function DragAndDropPage() {
  const k = useKitText('extensions', 'drag-and-drop');
  const [order, setOrder] = useState(TASKS);
  const [lists, setLists] = useState<Lists>({
    todo: ['photos', 'prices', 'stock'],
    done: ['descriptions', 'shipping'],
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: unknown) => k(`tasks.${String(id)}`);
  const where = (id: unknown) => (id === 'todo' || id === 'done' ? k(`lists.${id}`) : name(id));
  const accessibility = {
    screenReaderInstructions: { draggable: k('instructions') },
    announcements: {
      onDragStart: ({ active }: { active: { id: unknown } }) =>
        k('announce.start', { item: name(active.id) }),
      onDragOver: ({ active, over }: { active: { id: unknown }; over: { id: unknown } | null }) =>
        over ? k('announce.over', { item: name(active.id), target: where(over.id) }) : undefined,
      onDragEnd: ({ active, over }: { active: { id: unknown }; over: { id: unknown } | null }) =>
        over
          ? k('announce.end', { item: name(active.id), target: where(over.id) })
          : k('announce.cancel', { item: name(active.id) }),
      onDragCancel: ({ active }: { active: { id: unknown } }) =>
        k('announce.cancel', { item: name(active.id) }),
    },
  };

  const sortEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((all) => arrayMove(all, all.indexOf(String(active.id)), all.indexOf(String(over.id))));
  };
  const listOf = (id: string, all: Lists) =>
    id in all ? id : Object.keys(all).find((key) => all[key].includes(id));
  const moveOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setLists((all) => {
      const from = listOf(String(active.id), all);
      const to = listOf(String(over.id), all);
      if (!from || !to || from === to) return all;
      const target = all[to].indexOf(String(over.id));
      const at = target < 0 ? all[to].length : target;
      return {
        ...all,
        [from]: all[from].filter((x) => x !== active.id),
        [to]: [...all[to].slice(0, at), String(active.id), ...all[to].slice(at)],
      };
    });
  };
  const moveEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    setLists((all) => {
      const list = listOf(String(active.id), all);
      if (!list || list !== listOf(String(over.id), all)) return all;
      const items = all[list];
      return {
        ...all,
        [list]: arrayMove(
          items,
          items.indexOf(String(active.id)),
          Math.max(0, items.indexOf(String(over.id))),
        ),
      };
    });
  };
  return (
    <KitPage section="extensions" name="drag-and-drop">
      <Specimen
        title={k('sort.title')}
        description={k('sort.description')}
        importLine="import { SortableContext, useSortable } from '@dnd-kit/sortable';"
        props={[
          { name: 'sensors', type: 'SensorDescriptor[]', description: k('props.sensors') },
          {
            name: 'accessibility',
            type: '{ announcements, screenReaderInstructions }',
            description: k('props.accessibility'),
          },
          { name: 'onDragEnd', type: '(event) => void', description: k('props.onDragEnd') },
        ]}
      >
        <DndContext
          sensors={sensors}
          collisionDetection={closestCorners}
          onDragEnd={sortEnd}
          accessibility={accessibility}
        >
          <SortableContext items={order} strategy={verticalListSortingStrategy}>
            <Box component="ol" aria-label={k('sort.label')} sx={{ m: 0, p: 0, maxWidth: 420 }}>
              {order.map((item) => (
                <SortableItem key={item} id={item} label={name(item)} />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      </Specimen>
      <Specimen
        title={k('move.title')}
        description={k('move.description')}
        importLine="import { DndContext, useDroppable } from '@dnd-kit/core';"
        props={[
          { name: 'onDragOver', type: '(event) => void', description: k('props.onDragOver') },
          {
            name: 'useDroppable',
            type: '({ id }) => { setNodeRef, isOver }',
            description: k('props.droppable'),
          },
        ]}
      >
        <DndContext
          sensors={sensors}
          collisionDetection={closestCorners}
          onDragOver={moveOver}
          onDragEnd={moveEnd}
          accessibility={accessibility}
        >
          <Grid container spacing={2}>
            {(['todo', 'done'] as const).map((id) => (
              <Grid key={id} size={{ xs: 12, sm: 6 }}>
                <Column id={id} title={k(`lists.${id}`)} items={lists[id]} label={name} />
              </Grid>
            ))}
          </Grid>
        </DndContext>
      </Specimen>
    </KitPage>
  );
}
