import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { scoped } from '@/components/ui/antd-scope';
import { lazyPicker } from '@/components/ui/lazy-picker';
import type { AutoOpenProps } from '@/components/ui/lazy-picker';

/** Stands in for antd's Cascader: says whether it was asked to open at once, and keeps its value. */
function FakePicker({ value, autoOpen }: { value: string } & AutoOpenProps) {
  return <p>{autoOpen ? `真正的选择器（已打开）：${value}` : `真正的选择器：${value}`}</p>;
}

const box = { label: '工作城市', display: '广东省 / 深圳市', placeholder: '全国', className: 'city-cascader' };

function setup() {
  const load = vi.fn(async () => ({ default: FakePicker }));
  const Picker = lazyPicker<{ value: string }>(load);
  render(<Picker value="440300" box={box} />);
  return load;
}

describe('lazyPicker', () => {
  it('shows a closed box with the choice and loads nothing until the picker is reached for', () => {
    const load = setup();
    const closed = screen.getByRole('combobox', { name: '工作城市' });
    expect(closed).toHaveTextContent('广东省 / 深圳市');
    expect(closed).toHaveAttribute('aria-expanded', 'false');
    expect(closed).toHaveClass('light-select', 'city-cascader');
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches the picker ahead when pointed at or focused, without opening it', () => {
    const load = setup();
    fireEvent.pointerEnter(screen.getByRole('combobox', { name: '工作城市' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/真正的选择器/)).toBeNull();
  });

  it('puts the real picker in place, open, on a click', async () => {
    setup();
    await userEvent.click(screen.getByRole('combobox', { name: '工作城市' }));
    expect(await screen.findByText('真正的选择器（已打开）：440300')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '工作城市' })).toBeNull();
  });

  it('opens from the keyboard (Tab, then Enter), and ignores other keys', async () => {
    setup();
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: '工作城市' })).toHaveFocus();
    await userEvent.keyboard('a');
    expect(screen.queryByText(/真正的选择器/)).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('真正的选择器（已打开）：440300')).toBeInTheDocument();
  });

  it('wraps a component in AntdScope once: loading it again gives the same component (nothing on screen remounts)', () => {
    expect(scoped(FakePicker)).toBe(scoped(FakePicker));
  });

  it('shows the placeholder when nothing is picked', () => {
    const Picker = lazyPicker<{ value: string }>(async () => ({ default: FakePicker }));
    render(<Picker value="" box={{ ...box, display: '' }} />);
    expect(screen.getByRole('combobox', { name: '工作城市' })).toHaveTextContent('全国');
  });
});
