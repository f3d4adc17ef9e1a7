/** The drawing of one series of daily numbers as bars, in the units of an SVG viewBox. */

export interface DayValue {
  /** `YYYY-MM-DD`, a day in Nairobi. */
  date: string;
  value: number;
}

export interface DayBar extends DayValue {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarChart {
  width: number;
  height: number;
  /** The value at the top of the chart: the largest, rounded up to 1, 2 or 5 times a power of ten. */
  top: number;
  bars: DayBar[];
}

/** The viewBox of a chart; it is stretched to the width of its place on the page. */
export const CHART_WIDTH = 300;
export const CHART_HEIGHT = 60;
/** The share of each day's slot a bar takes; the rest is the gap between bars. */
const BAR_SHARE = 0.7;
/** A day with any count gets a bar at least this tall, so that it never reads as none. */
const SMALLEST_BAR = 1.5;

/** The smallest of 1, 2 and 5 times a power of ten at or above `value`, and at least 1. */
export function niceCeiling(value: number): number {
  if (!(value > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((multiple) => multiple * power >= value)!;
  return step * power;
}

/** Bars for the days in order, scaled so the tallest reaches near the top of a nicely rounded scale. */
export function barChart(days: readonly DayValue[], width = CHART_WIDTH, height = CHART_HEIGHT): BarChart {
  const top = niceCeiling(Math.max(0, ...days.map((day) => day.value)));
  const slot = days.length > 0 ? width / days.length : width;
  const barWidth = slot * BAR_SHARE;
  const bars = days.map((day, index) => {
    const scaled = (day.value / top) * height;
    const barHeight = day.value > 0 ? Math.max(SMALLEST_BAR, scaled) : 0;
    return {
      ...day,
      x: round(index * slot + (slot - barWidth) / 2),
      y: round(height - barHeight),
      width: round(barWidth),
      height: round(barHeight),
    };
  });
  return { width, height, top, bars };
}

/** Each of `dates` with its count, zero where there is none. */
export function valuesForDays(dates: readonly string[], counts: ReadonlyMap<string, number>): DayValue[] {
  return dates.map((date) => ({ date, value: counts.get(date) ?? 0 }));
}

const shortDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** A day as a chart's axis or table names it: `4 Nov`. */
export function formatChartDate(date: string): string {
  return shortDate.format(new Date(`${date}T00:00:00Z`));
}

/** The sentence under a chart for those who cannot see it: total, busiest day. */
export function describeSeries(days: readonly DayValue[], unit: string): string {
  if (days.length === 0) return `No ${unit}.`;
  const total = days.reduce((sum, day) => sum + day.value, 0);
  const first = formatChartDate(days[0]!.date);
  const last = formatChartDate(days.at(-1)!.date);
  if (total === 0) return `No ${unit} from ${first} to ${last}.`;
  const busiest = days.reduce((best, day) => (day.value > best.value ? day : best));
  return `${total.toLocaleString("en-KE")} ${unit} from ${first} to ${last}; the most, ${busiest.value.toLocaleString("en-KE")}, on ${formatChartDate(busiest.date)}.`;
}

const round = (value: number) => Math.round(value * 100) / 100;
