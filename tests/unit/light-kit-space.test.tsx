import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightSpace } from '@/components/light/space';

describe('LightSpace', () => {
  it('lays its children out in one flex box with a gap, no wrapper per child', () => {
    const { container } = render(
      <LightSpace className="extra">
        <button type="button">甲</button>
        <button type="button">乙</button>
      </LightSpace>,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveClass('light-space', 'light-space-horizontal', 'light-space-align-center', 'extra');
    expect(box.style.gap).toBe('8px');
    expect([...box.children].map((child) => child.tagName)).toEqual(['BUTTON', 'BUTTON']);
  });

  it('maps the named sizes and numbers to gaps, and takes direction, wrap and align', () => {
    const { container, rerender } = render(<LightSpace size="large" direction="vertical" wrap align="baseline" />);
    const box = () => container.firstElementChild as HTMLElement;
    expect(box().style.gap).toBe('24px');
    expect(box()).toHaveClass('light-space-vertical', 'light-space-wrap', 'light-space-align-baseline');
    rerender(<LightSpace size="middle" direction="vertical" />);
    expect(box().style.gap).toBe('16px');
    expect(box().className).not.toMatch(/align/);
    rerender(<LightSpace size={12} />);
    expect(box().style.gap).toBe('12px');
  });
});
