import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

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

/** `left` is the value axis' width: drawn beside the scrolling buckets, it stays in view. */
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

/** Which bucket the readout shows: the one picked, while it is still among the labels; else the newest. */
function pickedIndex(labels: string[], picked: string | null): number {
  const i = picked === null ? -1 : labels.indexOf(picked);
  return i >= 0 ? i : labels.length - 1;
}

/**
 * A small grouped bar chart in plain SVG (no chart library in the bundle). The value axis stays in view while the
 * buckets scroll sideways; a line above the bars reads out one bucket's figures: the newest at first, then the one
 * clicked or tapped, or chosen with ←/→ (Home/End) on the focused chart. The numbers are also in a table that
 * screen readers get instead of the picture.
 */
export function BarChart({ title, labels, series, values, height = 220 }: BarChartProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const current = pickedIndex(labels, picked);
  const bucket = bucketWidth(labels);
  // The newest buckets are at the right end: a chart wider than its box opens scrolled there.
  const lastLabel = labels[labels.length - 1];
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [lastLabel, labels.length]);
  const pick = (i: number) => {
    setPicked(labels[i]);
    // Keep the chosen bucket in view (the keyboard moves past the box's edge).
    const el = scrollRef.current;
    if (!el) return;
    const left = i * bucket;
    if (left < el.scrollLeft) el.scrollLeft = left;
    else if (left + bucket > el.scrollLeft + el.clientWidth) el.scrollLeft = left + bucket - el.clientWidth;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: labels.length - 1 }[e.key];
    if (next === undefined || labels.length === 0) return;
    e.preventDefault();
    pick(Math.min(labels.length - 1, Math.max(0, next)));
  };
  const width = Math.max(PAD.right + labels.length * bucket, 280);
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
      <p className="bar-chart-readout" aria-hidden="true">
        {current >= 0 && (
          <>
            <strong>{labels[current]}</strong>
            {series.map((s) => (
              <span key={s.key}>
                {s.label} <b>{values[s.key]?.[current] ?? 0}</b>
              </span>
            ))}
          </>
        )}
      </p>
      <div className="bar-chart-body">
        <svg className="bar-chart-axis" width={PAD.left} height={height} aria-hidden="true">
          {ticks.map((t) => (
            <text key={t} x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#595959">
              {t}
            </text>
          ))}
        </svg>
        {/* Focusable: on a narrow screen it scrolls sideways, and the keyboard must reach that too (←/→ pick a bucket). */}
        <div
          className="bar-chart-scroll"
          ref={scrollRef}
          tabIndex={0}
          role="group"
          aria-label={`${title}（←/→ 查看各时段数字）`}
          onKeyDown={onKeyDown}
        >
          <svg width={width} height={height} role="img" aria-label={title} data-testid="bar-chart">
            {ticks.map((t) => (
              <line key={t} x1={0} x2={width - PAD.right} y1={y(t)} y2={y(t)} stroke="#eef0f4" />
            ))}
            {labels.map((label, i) => {
              const x0 = i * bucket + (bucket - barW * series.length) / 2;
              return (
                <g key={label} className="bar-chart-bucket" onClick={() => pick(i)}>
                  {/* The whole column is the click or tap target; the chosen one is tinted. */}
                  <rect
                    className="bar-chart-hit"
                    x={i * bucket}
                    y={PAD.top}
                    width={bucket}
                    height={plotH}
                    fill={i === current ? '#f0f5ff' : 'transparent'}
                  />
                  {series.map((s, j) => {
                    const v = values[s.key]?.[i] ?? 0;
                    return (
                      <rect
                        key={s.key}
                        x={x0 + j * barW}
                        y={y(v)}
                        width={barW - 2}
                        height={Math.max(0, PAD.top + plotH - y(v))}
                        fill={s.color}
                      >
                        <title>{`${label} ${s.label} ${v}`}</title>
                      </rect>
                    );
                  })}
                  <text
                    x={i * bucket + bucket / 2}
                    y={height - PAD.bottom + 16}
                    textAnchor="middle"
                    fontSize="11"
                    fill={i === current ? '#1f1f1f' : '#595959'}
                    fontWeight={i === current ? 600 : 400}
                  >
                    {label}
                  </text>
                </g>
              );
            })}
          </svg>
        </div>
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
