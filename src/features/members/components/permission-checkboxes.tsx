import { Checkbox } from 'antd';
import { PERMISSIONS, type Permission } from '@contract/login.meta';
import { PERMISSION_LABELS } from '@contract/members.meta';

export interface PermissionCheckboxesProps {
  value?: Permission[];
  onChange?: (value: Permission[]) => void;
  /** Codes that may not be toggled (the caller lacks them, or only the administrator may change them). */
  locked?: (code: string) => boolean;
  disabled?: boolean;
}

/** The permission codes as Chinese checkboxes (a Form.Item control). */
export function PermissionCheckboxes({ value = [], onChange, locked = () => false, disabled = false }: PermissionCheckboxesProps) {
  return (
    <Checkbox.Group
      className="permission-checkboxes"
      value={value}
      onChange={(next) => onChange?.(next as Permission[])}
      disabled={disabled}
      options={PERMISSIONS.map((code) => ({ value: code, label: PERMISSION_LABELS[code], disabled: disabled || locked(code) }))}
    />
  );
}

export { permissionNames } from './permission-names';
