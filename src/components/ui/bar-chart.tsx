import { useCallback } from 'react';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export interface BarChartProps {
  title: string;
  /** One bucket per x position (a day, a week, a month). */
  labels: string[];
  series: ChartSeries[];
  /** values[seriesKey][bucketIndex] */
  values: Record<string, number[]>;
  height?: number;
}

const PAD = { top: 16, right: 12, bottom: 36, left: 40 };
const BUCKET_WIDTH = 56;
/** An axis label's width per character at 11 px (digits and '-': about 6.2 px) and the gap kept between two. */
const LABEL_CHAR_WIDTH = 6.5;
const LABEL_GAP = 10;

/** A bucket's width: 56 px, or wider when its labels need it (a day, 2026-10-28, is 66 px), so no two labels overlap. */
export function bucketWidth(labels: string[]): number {
  const longest = Math.max(0, ...labels.map((l) => l.length));
  return Math.max(BUCKET_WIDTH, Math.ceil(longest * LABEL_CHAR_WIDTH) + LABEL_GAP);
}

/** Rounds the axis maximum up to 1, 2 or 5 × 10^n so the four grid lines land on whole numbers. */
export function niceMax(max: number): number {
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max / 4));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s * 4 >= max) ?? 10 * power;
  return step * 4;
}

/**
 * A small grouped bar chart in plain SVG (no chart library in the bundle). The numbers are also in a table that
 * screen readers get instead of the picture.
 */
export function BarChart({ title, labels, series, values, height = 220 }: BarChartProps) {
  // The newest buckets are at the right end: a chart wider than its box opens scrolled there.
  const lastLabel = labels[labels.length - 1];
  const showLatest = useCallback((el: HTMLDivElement | null) => {
    if (el) el.scrollLeft = el.scrollWidth;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- scroll again when the data ends elsewhere (another period)
  }, [lastLabel, labels.length]);
  const bucket = bucketWidth(labels);
  const width = Math.max(PAD.left + PAD.right + labels.length * bucket, 320);
  const plotH = height - PAD.top - PAD.bottom;
  const max = niceMax(Math.max(0, ...series.flatMap((s) => values[s.key] ?? [])));
  const barW = Math.min(14, (bucket - 12) / Math.max(series.length, 1));
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const ticks = [0, 1, 2, 3, 4].map((i) => (max / 4) * i);
  return (
    <figure className="bar-chart">
      <div className="bar-chart-legend" aria-hidden="true">
        {series.map((s) => (
          <span key={s.key} className="bar-chart-legend-item">
            <i style={{ background: s.color }} />
            {s.label}
          </span>
        ))}
      </div>
      {/* Focusable: on a narrow screen it scrolls sideways, and the keyboard must reach that too. */}
      <div className="bar-chart-scroll" ref={showLatest} tabIndex={0} role="group" aria-label={title}>
        <svg width={width} height={height} role="img" aria-label={title} data-testid="bar-chart">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} stroke="#eef0f4" />
              <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#666">
                {t}
              </text>
            </g>
          ))}
          {labels.map((label, i) => {
            const x0 = PAD.left + i * bucket + (bucket - barW * series.length) / 2;
            return (
              <g key={label}>
                {series.map((s, j) => {
                  const v = values[s.key]?.[i] ?? 0;
                  return (
                    <rect key={s.key} x={x0 + j * barW} y={y(v)} width={barW - 2} height={Math.max(0, PAD.top + plotH - y(v))} fill={s.color}>
                      <title>{`${label} ${s.label} ${v}`}</title>
                    </rect>
                  );
                })}
                <text x={PAD.left + i * bucket + bucket / 2} y={height - PAD.bottom + 16} textAnchor="middle" fontSize="11" fill="#595959">
                  {label}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">时间</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.key}>{values[s.key]?.[i] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
