import { Glyph } from './glyph';
import { SwapRightOutlined } from './icons/swap-right-outlined';
import './kit.css';

/** [start, end] as YYYY-MM-DD, either one possibly unset. */
export type LightDateRangeValue = [string | undefined, string | undefined];

export interface LightDateRangeProps {
  value?: LightDateRangeValue;
  onChange: (next: LightDateRangeValue) => void;
  /** The two inputs' accessible names. */
  labels?: [string, string];
  /** Earliest and latest days offered (YYYY-MM-DD). */
  min?: string;
  max?: string;
  disabled?: boolean;
  className?: string;
}

const DEFAULT_LABELS: [string, string] = ['开始日期', '结束日期'];

/**
 * antd's RangePicker as two native date inputs in one box (a phone's own date picker, the keyboard as usual). The
 * end cannot precede the start: each input's min/max follow the other's value, and a day typed past the other end
 * keeps the one just set and clears the other (as antd asks for the other end again).
 */
export function LightDateRange({ value, onChange, labels = DEFAULT_LABELS, min, max, disabled, className }: LightDateRangeProps) {
  const [start, end] = value ?? [undefined, undefined];
  const setStart = (raw: string) => {
    const next = raw || undefined;
    // ISO dates compare as strings.
    onChange([next, next && end && end < next ? undefined : end]);
  };
  const setEnd = (raw: string) => {
    const next = raw || undefined;
    onChange([next && start && next < start ? undefined : start, next]);
  };
  return (
    <span role="group" className={`light-affix light-range${disabled ? ' light-range-disabled' : ''}${className ? ` ${className}` : ''}`}>
      <input
        type="date"
        className="light-input light-range-input"
        aria-label={labels[0]}
        value={start ?? ''}
        min={min}
        max={end ?? max}
        disabled={disabled}
        onChange={(event) => setStart(event.target.value)}
      />
      <Glyph icon={SwapRightOutlined} className="light-range-separator" />
      <input
        type="date"
        className="light-input light-range-input"
        aria-label={labels[1]}
        value={end ?? ''}
        min={start ?? min}
        max={max}
        disabled={disabled}
        onChange={(event) => setEnd(event.target.value)}
      />
    </span>
  );
}
