import { useId } from 'react';

export interface RadioButtonsProps<T extends string> {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** One of a few choices as joined buttons (antd's Radio.Group, optionType button), over real radio inputs. */
export function RadioButtons<T extends string>({ label, options, value, onChange }: RadioButtonsProps<T>) {
  const name = useId();
  return (
    <div className="light-radio-group" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label key={option.value} className={`light-radio-button${option.value === value ? ' light-radio-button-checked' : ''}`}>
          <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
