import { useMemo } from 'react';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import type { RoomUtilisation } from '@roombook/domain/insights/schemas';
import { INSIGHTS_TABLES } from '@roombook/domain/insights/tables';
import { compareText } from '@roombook/domain/common/rules/text-order';
import { ChartFigure, type ChartDownloads } from './ChartFigure';
import { ChartSvg } from './ChartSvg';
import { ChartTable } from './ChartTable';
import { shareText } from './format';
import { barRowsLayout, HorizontalBars, type BarRow } from './HorizontalBars';
import { lookOf, type Standalone } from './look';
import { INSIGHTS_CHART_TEXTS as T } from './texts';

const TEXT = INSIGHTS_MESSAGES.charts.utilisation;

export interface UtilisationChartProps {
  /** `Insights.rooms`: every room of the scope. */
  rooms: readonly RoomUtilisation[];
  /** `Insights.openMinutes`: one room's open minutes in the period (each room's 100 %). */
  openMinutes: number;
  downloads?: ChartDownloads;
  /** Draw a self-contained SVG file this wide instead of the page's figure (the SVG and PNG downloads). */
  standalone?: Standalone;
}

/** A room's utilisation, 0 to 1: its booked minutes inside open hours over the open minutes (0 without open hours). */
const utilisationOf = (room: RoomUtilisation, openMinutes: number) => (openMinutes === 0 ? 0 : room.openBookedMinutes / openMinutes);

/**
 * "Utilisation by room" (issue 31): a bar per room, the most used first, labelled 'Room · Location' and with its
 * utilisation ('62,5 %'): the booked minutes inside open hours over the period's open minutes.
 */
export function UtilisationChart({ rooms, openMinutes, downloads, standalone }: UtilisationChartProps) {
  const look = lookOf(standalone);
  const sorted = useMemo(
    () =>
      [...rooms].sort(
        (a, b) => utilisationOf(b, openMinutes) - utilisationOf(a, openMinutes) || b.bookedMinutes - a.bookedMinutes || compareText(a.roomName, b.roomName),
      ),
    [rooms, openMinutes],
  );
  const isEmpty = sorted.length === 0;
  const rows = useMemo<BarRow[]>(
    () =>
      sorted.map((room) => {
        const label = T.roomAt(room.roomName, room.locationName);
        const text = shareText(room.openBookedMinutes, openMinutes);
        return {
          key: String(room.roomId),
          label,
          bars: [{ share: utilisationOf(room, openMinutes), text, title: T.valueOf(label, text), paint: { colour: look.colours.series[0]! } }],
        };
      }),
    [sorted, openMinutes, look],
  );
  const tableRows = useMemo(() => INSIGHTS_TABLES.utilisation.rows({ rooms: sorted, openMinutes }), [sorted, openMinutes]);

  const summary = (() => {
    const [most, least] = [rows[0], rows[rows.length - 1]];
    if (!most || !least) return T.summary.empty;
    return rows.length === 1 ? T.summary.oneRoom(most.label, most.bars[0]!.text) : T.summary.utilisation(most.label, most.bars[0]!.text, least.label, least.bars[0]!.text);
  })();
  const { height, padEnd } = barRowsLayout(rows);
  const chart = (
    <ChartSvg look={look} title={TEXT.title} summary={summary} height={height} padEnd={padEnd} isEmpty={isEmpty}>
      <HorizontalBars look={look} rows={rows} padEnd={padEnd} />
    </ChartSvg>
  );
  if (standalone) return chart;
  return (
    <ChartFigure
      title={TEXT.title}
      description={TEXT.description}
      isEmpty={isEmpty}
      table={<ChartTable label={TEXT.title} columns={INSIGHTS_TABLES.utilisation.columns} rows={tableRows} getRowId={(row) => row.roomId} />}
      downloads={downloads}
    >
      {chart}
    </ChartFigure>
  );
}
