export interface FilterOption {
  code: string;
  label: string;
}

interface BaseProps {
  label: string;
  options: FilterOption[];
  /** Shown as 「不限」: nothing picked. */
  anyLabel?: string;
}

export type FilterRowProps = BaseProps &
  (
    | { multiple?: false; value?: string; onChange: (value: string | undefined) => void }
    | { multiple: true; value: string[]; max?: number; onChange: (value: string[]) => void }
  );

function CheckableTag({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: string }) {
  return (
    <button type="button" role="checkbox" aria-checked={checked} className="light-checkable-tag" onClick={() => onChange(!checked)}>
      {children}
    </button>
  );
}

/**
 * One line of a filter panel: a label, 「不限」 and the options as toggles (one, or several with `multiple`), drawn
 * like antd's CheckableTag in plain buttons (the find-job page loads no antd).
 */
export function FilterRow(props: FilterRowProps) {
  const { label, options, anyLabel = '不限' } = props;
  const picked = props.multiple ? props.value : props.value ? [props.value] : [];
  const toggle = (code: string, checked: boolean) => {
    if (!props.multiple) return props.onChange(checked ? code : undefined);
    const next = checked ? [...props.value, code] : props.value.filter((c) => c !== code);
    props.onChange(props.max ? next.slice(0, props.max) : next);
  };
  const clear = () => (props.multiple ? props.onChange([]) : props.onChange(undefined));
  return (
    <div className="filter-row" role="group" aria-label={label}>
      <span className="filter-row-label">{label}</span>
      <div className="filter-row-options">
        <CheckableTag checked={picked.length === 0} onChange={clear}>
          {anyLabel}
        </CheckableTag>
        {options.map((option) => (
          <CheckableTag key={option.code} checked={picked.includes(option.code)} onChange={(checked) => toggle(option.code, checked)}>
            {option.label}
          </CheckableTag>
        ))}
      </div>
    </div>
  );
}
