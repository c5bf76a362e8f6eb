import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LightCheckbox } from '@/components/light/checkbox';

function Harness({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <LightCheckbox
      checked={checked}
      className="extra"
      onChange={(next) => {
        onChange(next);
        setChecked(next);
      }}
    >
      我已阅读并同意
    </LightCheckbox>
  );
}

describe('LightCheckbox', () => {
  it('is a native checkbox named by its label; a click on the label or Space toggles it', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意' });
    expect(box).not.toBeChecked();
    expect(container.firstElementChild).toHaveClass('light-check', 'extra');
    await userEvent.click(screen.getByText('我已阅读并同意'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(box).not.toBeChecked();
  });

  it('is named by aria-label without a visible label', () => {
    render(<LightCheckbox checked onChange={vi.fn()} aria-label="选择 张三" />);
    expect(screen.getByRole('checkbox', { name: '选择 张三' })).toBeChecked();
  });

  it('indeterminate: the input is mixed (a "select all" box), and stops being so when told', () => {
    const { rerender } = render(<LightCheckbox checked={false} indeterminate onChange={vi.fn()} aria-label="全选" />);
    const box = screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    expect(box).toBePartiallyChecked();
    rerender(<LightCheckbox checked onChange={vi.fn()} aria-label="全选" />);
    expect(box.indeterminate).toBe(false);
    expect(box).toBeChecked();
  });

  it('disabled: cannot be toggled', async () => {
    const onChange = vi.fn();
    render(
      <LightCheckbox checked={false} disabled onChange={onChange}>
        不可选
      </LightCheckbox>,
    );
    expect(screen.getByRole('checkbox', { name: '不可选' })).toBeDisabled();
    await userEvent.click(screen.getByText('不可选'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
