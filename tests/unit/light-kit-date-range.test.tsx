import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LightDateRange } from '@/components/light/date-range';
import type { LightDateRangeValue } from '@/components/light/date-range';

function Harness({ initial, onChange }: { initial?: LightDateRangeValue; onChange: (next: LightDateRangeValue) => void }) {
  const [value, setValue] = useState<LightDateRangeValue | undefined>(initial);
  return (
    <LightDateRange
      value={value}
      min="2024-01-01"
      max="2026-12-31"
      className="extra"
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const startBox = () => screen.getByLabelText('开始日期') as HTMLInputElement;
const endBox = () => screen.getByLabelText('结束日期') as HTMLInputElement;

describe('LightDateRange', () => {
  it('is two native date inputs named 开始日期 / 结束日期 in one group', () => {
    const { container } = render(<Harness onChange={vi.fn()} />);
    expect(screen.getByRole('group')).toHaveClass('light-range', 'extra');
    expect(startBox()).toHaveAttribute('type', 'date');
    expect(endBox()).toHaveAttribute('type', 'date');
    expect(startBox().value).toBe('');
    expect(container.querySelectorAll('input')).toHaveLength(2);
  });

  it('reports each end as YYYY-MM-DD, an emptied one as undefined', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(startBox(), { target: { value: '2025-03-01' } });
    expect(onChange).toHaveBeenLastCalledWith(['2025-03-01', undefined]);
    fireEvent.change(endBox(), { target: { value: '2025-03-31' } });
    expect(onChange).toHaveBeenLastCalledWith(['2025-03-01', '2025-03-31']);
    fireEvent.change(startBox(), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith([undefined, '2025-03-31']);
  });

  it('keeps the end from preceding the start: each bound follows the other end', () => {
    render(<Harness initial={['2025-03-01', '2025-03-31']} onChange={vi.fn()} />);
    expect(startBox()).toHaveAttribute('min', '2024-01-01');
    expect(startBox()).toHaveAttribute('max', '2025-03-31');
    expect(endBox()).toHaveAttribute('min', '2025-03-01');
    expect(endBox()).toHaveAttribute('max', '2026-12-31');
  });

  it('a start set after the end clears the end; an end set before the start clears the start', () => {
    const onChange = vi.fn();
    render(<Harness initial={['2025-03-01', '2025-03-31']} onChange={onChange} />);
    fireEvent.change(startBox(), { target: { value: '2025-04-10' } });
    expect(onChange).toHaveBeenLastCalledWith(['2025-04-10', undefined]);
    expect(endBox().value).toBe('');
    expect(endBox()).toHaveAttribute('min', '2025-04-10');
    fireEvent.change(endBox(), { target: { value: '2025-04-20' } });
    fireEvent.change(endBox(), { target: { value: '2025-04-01' } });
    expect(onChange).toHaveBeenLastCalledWith([undefined, '2025-04-01']);
  });

  it('the same day at both ends is a range', () => {
    const onChange = vi.fn();
    render(<Harness initial={['2025-03-01', undefined]} onChange={onChange} />);
    fireEvent.change(endBox(), { target: { value: '2025-03-01' } });
    expect(onChange).toHaveBeenLastCalledWith(['2025-03-01', '2025-03-01']);
  });

  it('takes custom labels and can be disabled', () => {
    render(<LightDateRange labels={['起始', '截止']} disabled onChange={vi.fn()} />);
    expect(screen.getByLabelText('起始')).toBeDisabled();
    expect(screen.getByLabelText('截止')).toBeDisabled();
  });
});
