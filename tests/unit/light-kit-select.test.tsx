import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LightSelect } from '@/components/light/select';

type Status = 'pending' | 'done' | 'void';
const options = [
  { value: 'pending' as const, label: '待确认' },
  { value: 'done' as const, label: '已确认' },
  { value: 'void' as const, label: '已作废', disabled: true },
];

function Harness({
  initial,
  allowClear,
  onChange,
}: {
  initial?: Status;
  allowClear?: boolean;
  onChange: (value: Status | undefined) => void;
}) {
  const [value, setValue] = useState<Status | undefined>(initial);
  return (
    <LightSelect<Status>
      value={value}
      options={options}
      placeholder="账单状态"
      allowClear={allowClear}
      aria-label="账单状态"
      className="extra"
      style={{ width: 160 }}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('LightSelect', () => {
  it('is a native combobox named by aria-label, showing the placeholder while empty', () => {
    const { container } = render(<Harness onChange={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: '账单状态' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('');
    expect(select.selectedOptions[0]).toHaveTextContent('账单状态');
    expect(select).toHaveClass('light-select-placeholder');
    expect(container.firstElementChild).toHaveClass('light-select-wrap', 'extra');
    expect((container.firstElementChild as HTMLElement).style.width).toBe('160px');
    expect(screen.getByRole('option', { name: '已作废' })).toBeDisabled();
  });

  it('reports the value picked', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '账单状态' }), '已确认');
    expect(onChange).toHaveBeenLastCalledWith('done');
    expect(screen.getByRole('combobox', { name: '账单状态' })).toHaveValue('done');
    expect(screen.getByRole('combobox', { name: '账单状态' })).not.toHaveClass('light-select-placeholder');
  });

  it('with allowClear, picking the empty option clears the value (undefined)', async () => {
    const onChange = vi.fn();
    render(<Harness initial="pending" allowClear onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: '账单状态' });
    expect(select).toHaveValue('pending');
    await userEvent.selectOptions(select, '账单状态');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(select).toHaveValue('');
  });

  it('without allowClear, a chosen value offers no empty option; an empty one is not pickable', () => {
    const { unmount } = render(<Harness initial="pending" onChange={vi.fn()} />);
    expect(screen.queryByRole('option', { name: '账单状态' })).toBeNull();
    unmount();
    render(<Harness onChange={vi.fn()} />);
    expect(screen.getByRole('option', { name: '账单状态' })).toBeDisabled();
  });

  it('takes an id and can be disabled', () => {
    render(<LightSelect id="status" disabled options={options} onChange={vi.fn()} aria-label="状态" />);
    const select = screen.getByRole('combobox', { name: '状态' });
    expect(select).toHaveAttribute('id', 'status');
    expect(select).toBeDisabled();
  });
});
