import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LightTabs } from '@/components/light/tabs';

const items = [
  { key: 'all', label: '全部' },
  { key: 'pending', label: '待确认' },
  { key: 'locked', label: '已锁定', disabled: true },
  { key: 'done', label: '已完成' },
];

function Harness({ onChange, panel = true }: { onChange?: (key: string) => void; panel?: boolean }) {
  const [key, setKey] = useState('all');
  return (
    <LightTabs
      items={items}
      activeKey={key}
      aria-label="订单状态"
      className="extra"
      onChange={(next) => {
        onChange?.(next);
        setKey(next);
      }}
    >
      {panel ? <p>{`内容：${key}`}</p> : undefined}
    </LightTabs>
  );
}

describe('LightTabs', () => {
  it('is a named tablist with the active tab selected and its panel labelled by it', () => {
    const { container } = render(<Harness />);
    expect(container.firstElementChild).toHaveClass('light-tabs', 'extra');
    expect(screen.getByRole('tablist', { name: '订单状态' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: '全部' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '待确认' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: '全部' });
    expect(panel).toHaveTextContent('内容：all');
    expect(tab).toHaveAttribute('aria-controls', panel.id);
  });

  it('keeps one tab in the Tab order (roving tabindex)', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('selects a tab on click and shows its panel', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: '待确认' }));
    expect(onChange).toHaveBeenCalledWith('pending');
    expect(screen.getByRole('tabpanel', { name: '待确认' })).toHaveTextContent('内容：pending');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);
  });

  it('moves and selects with the arrows (skipping disabled tabs, wrapping), Home and End', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: '全部' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '待确认' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '已完成' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '已完成' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '全部' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '已完成' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '全部' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '已完成' })).toHaveFocus();
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(['pending', 'done', 'all', 'done', 'all', 'done']);
    expect(screen.getByRole('tabpanel', { name: '已完成' })).toHaveTextContent('内容：done');
  });

  it('Tab leaves the tab list for the panel', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('a disabled tab cannot be chosen', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('tab', { name: '已锁定' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: '已锁定' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('without children: tabs only, no panel and no aria-controls', () => {
    render(<Harness panel={false} />);
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByRole('tab', { name: '全部' })).not.toHaveAttribute('aria-controls');
  });
});
