import './kit.css';
import './switch.css';

export interface LightSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  id?: string;
  /** Inside the track when on / off (antd's checkedChildren / unCheckedChildren). */
  checkedLabel?: string;
  uncheckedLabel?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
}

/**
 * antd's Switch as a button with role switch: Space and Enter toggle it, a `<label htmlFor>` names it, the state is
 * aria-checked.
 */
export function LightSwitch({
  checked,
  onChange,
  id,
  checkedLabel,
  uncheckedLabel,
  disabled,
  'aria-describedby': describedBy,
}: LightSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-describedby={describedBy}
      disabled={disabled}
      className={`light-switch${checked ? ' light-switch-checked' : ''}`}
      onClick={() => onChange(!checked)}
    >
      <span className="light-switch-handle" aria-hidden="true" />
      <span className="light-switch-inner" aria-hidden="true">
        {checked ? checkedLabel : uncheckedLabel}
      </span>
    </button>
  );
}
