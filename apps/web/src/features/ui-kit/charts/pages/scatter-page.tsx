import { ScatterPlot } from '@/components/charts/scatter-plot';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { ChartFigures } from '../chart-figures';
import { countryPoints, destinationPoints } from '../charts-data';
import { useLogisticsFigures, useShopFigures } from '../use-chart-figures';
import { useChartsPage } from '../use-charts-page';

const HEIGHT = 320;

/** One dot per country on two measures (ScatterPlot): the shop's orders and revenue, logistics' deliveries. */
export function ScatterPage() {
  const { k, p, format } = useChartsPage('scatter');
  const shop = useShopFigures();
  const logistics = useLogisticsFigures();
  return (
    <KitPage section="charts" name="scatter">
      <Specimen
        title={k('countries.title')}
        description={k('countries.description')}
        importLine="import { ScatterPlot } from '@/components/charts/scatter-plot';"
        props={[
          {
            name: 'series',
            type: '{ id; label; tone?; points: ScatterPoint[] }[]',
            description: p('scatterSeries'),
          },
          { name: 'xLabel / yLabel', type: 'string', description: p('axisLabels') },
          { name: 'x / y', type: '(v: number) => string', description: p('xy') },
          { name: 'ariaLabel', type: 'string', description: p('ariaLabel') },
        ]}
      >
        <ChartFigures area="shop" figures={shop} height={HEIGHT}>
          {(data) => {
            const points = countryPoints(data.salesByCountry, format.country);
            return (
              <ScatterPlot
                series={[{ id: 'countries', label: k('countries.label'), tone: 'primary', points }]}
                ariaLabel={k('countries.aria', {
                  countries: points
                    .map((pt) => `${pt.name}: ${format.number(pt.x)}, ${format.money(pt.y)}`)
                    .join('; '),
                })}
                xLabel={k('countries.x')}
                yLabel={k('countries.y')}
                x={format.number}
                y={format.compactMoney}
                height={HEIGHT}
                yAxisWidth={80}
              />
            );
          }}
        </ChartFigures>
      </Specimen>
      <Specimen
        title={k('destinations.title')}
        description={k('destinations.description')}
        importLine="import { ScatterPlot } from '@/components/charts/scatter-plot';"
        props={[
          { name: 'height', type: 'number', description: p('height') },
          { name: 'yAxisWidth', type: 'number', description: p('yAxisWidth') },
        ]}
      >
        <ChartFigures area="logistics" figures={logistics} height={HEIGHT}>
          {(data) => {
            const points = destinationPoints(data.ordersByCountry, format.country);
            return (
              <ScatterPlot
                series={[{ id: 'destinations', label: k('destinations.label'), tone: 'success', points }]}
                ariaLabel={k('destinations.aria', {
                  countries: points
                    .map((pt) => `${pt.name}: ${format.number(pt.x)}, ${format.number(pt.y)}`)
                    .join('; '),
                })}
                xLabel={k('destinations.x')}
                yLabel={k('destinations.y')}
                x={format.number}
                y={format.number}
                height={HEIGHT}
                yAxisWidth={40}
              />
            );
          }}
        </ChartFigures>
      </Specimen>
    </KitPage>
  );
}
