import { useId, type ReactNode } from 'react';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import { EmptyState } from '../EmptyState/EmptyState';
import { INSIGHTS_CHART_TEXTS as T } from './texts';
import * as s from './InsightsCharts.css';

/** Where a chart's files are: the page's links to the SVG, the PNG and the Excel workbook of its numbers. */
export interface ChartDownloads {
  svg: string;
  png: string;
  excel: string;
}

export interface ChartFigureProps {
  /** The chart's title (INSIGHTS_MESSAGES.charts[chart].title): the heading, and the figure's name. */
  title: string;
  /** The line under the title (INSIGHTS_MESSAGES.charts[chart].description). */
  description: string;
  /** Nothing to show: INSIGHTS_MESSAGES.empty in place of the chart, and no table or downloads. */
  isEmpty?: boolean;
  /** The drawing. */
  children: ReactNode;
  /** The same numbers as a table, behind "Show as table". */
  table: ReactNode;
  downloads?: ChartDownloads;
}

/**
 * The frame of every Insights chart (issue 31): its title (an `h2`) and description, the drawing, "Show as
 * table" (a native `<details>`, so that it opens without JavaScript and with the keyboard) and the links that
 * download it as SVG, PNG and Excel. Server-rendered HTML and CSS only.
 */
export function ChartFigure({ title, description, isEmpty = false, children, table, downloads }: ChartFigureProps) {
  const titleId = useId();
  return (
    <figure className={s.figure} aria-labelledby={titleId}>
      <figcaption className={s.caption}>
        <h2 id={titleId} className={s.title}>
          {title}
        </h2>
        <p className={s.description}>{description}</p>
      </figcaption>
      {isEmpty ? (
        <EmptyState title={INSIGHTS_MESSAGES.empty} />
      ) : (
        <>
          <div className={s.chartBox}>{children}</div>
          <details className={s.details}>
            <summary className={s.summary}>{INSIGHTS_MESSAGES.showAsTable}</summary>
            {table}
          </details>
          {downloads ? (
            <ul className={s.downloads}>
              <li>
                <a className={s.download} href={downloads.svg} download>
                  {T.download(INSIGHTS_MESSAGES.downloadSvg)}
                </a>
              </li>
              <li>
                <a className={s.download} href={downloads.png} download>
                  {T.download(INSIGHTS_MESSAGES.downloadPng)}
                </a>
              </li>
              <li>
                <a className={s.download} href={downloads.excel} download>
                  {T.download(INSIGHTS_MESSAGES.downloadExcel)}
                </a>
              </li>
            </ul>
          ) : null}
        </>
      )}
    </figure>
  );
}
