import { createFileRoute } from '@tanstack/react-router';
import { ChartsHeatmapNote } from '@/features/ui-kit/charts/charts-heatmap-note';
import { UiKitIndex } from '@/features/ui-kit/components/ui-kit-index';

/** /charts: the UI kit's charts section, a card per page (docs/ui-kit.md), and why there is no heat map. */
export const Route = createFileRoute('/_app/charts/')({
  component: () => (
    <>
      <UiKitIndex section="charts" />
      <ChartsHeatmapNote />
    </>
  ),
});
