import { useId } from "react";
import type { DayActivity } from "~/data/insights.server";
import { barChart, describeSeries, formatChartDate, type DayValue } from "~/domain/insights-chart";

const SERIES = [
  { key: "views", label: "Views", unit: "views" },
  { key: "taps", label: "WhatsApp and Call taps", unit: "taps" },
  { key: "enquiries", label: "Enquiries", unit: "enquiries" },
] as const;

const count = (value: number) => value.toLocaleString("en-KE");

/**
 * The last days' views, taps and enquiries: a bar chart for each, drawn on the server as SVG
 * (each on its own scale, so that a few enquiries show beside many views), and the same
 * numbers as a table.
 */
export function ActivityChart({ days }: { days: DayActivity[] }) {
  return (
    <figure className="activity-chart">
      <figcaption className="activity-chart__caption">Last {days.length} days, today last</figcaption>
      {SERIES.map((series) => (
        <ActivityPanel
          key={series.key}
          label={series.label}
          unit={series.unit}
          values={days.map((day) => ({ date: day.date, value: day[series.key] }))}
        />
      ))}
      <details className="activity-chart__numbers">
        <summary>The numbers, day by day</summary>
        <table className="insights-table">
          <caption className="visually-hidden">Views, taps and enquiries per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {SERIES.map((series) => (
                <th key={series.key} scope="col">
                  {series.key === "taps" ? "Taps" : series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatChartDate(day.date)}</th>
                {SERIES.map((series) => (
                  <td key={series.key}>{count(day[series.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function ActivityPanel({ label, unit, values }: { label: string; unit: string; values: DayValue[] }) {
  const id = useId();
  const chart = barChart(values);
  const total = values.reduce((sum, day) => sum + day.value, 0);
  return (
    <div className="activity-chart__panel">
      <p className="activity-chart__label">
        <span>{label}</span> <span className="activity-chart__total">{count(total)} in all</span>
      </p>
      <div className="activity-chart__plot">
        <span className="activity-chart__top" aria-hidden="true">
          {count(chart.top)}
        </span>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          viewBox={`0 0 ${chart.width} ${chart.height}`}
          preserveAspectRatio="none"
          className="activity-chart__svg"
        >
          <title id={`${id}-title`}>{`${label} per day`}</title>
          <desc id={`${id}-desc`}>{describeSeries(values, unit)}</desc>
          <line
            className="activity-chart__grid"
            x1="0"
            y1="0.5"
            x2={chart.width}
            y2="0.5"
            vectorEffect="non-scaling-stroke"
          />
          <line
            className="activity-chart__baseline"
            x1="0"
            y1={chart.height}
            x2={chart.width}
            y2={chart.height}
            vectorEffect="non-scaling-stroke"
          />
          {chart.bars.map((bar) => (
            <rect key={bar.date} x={bar.x} y={bar.y} width={bar.width} height={bar.height}>
              <title>{`${formatChartDate(bar.date)}: ${count(bar.value)} ${unit}`}</title>
            </rect>
          ))}
        </svg>
      </div>
      {values.length > 0 && (
        <p className="activity-chart__axis" aria-hidden="true">
          <span>{formatChartDate(values[0]!.date)}</span>
          <span>{formatChartDate(values.at(-1)!.date)}</span>
        </p>
      )}
    </div>
  );
}
