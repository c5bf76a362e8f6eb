import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightTimeline } from '@/components/light/timeline';

describe('LightTimeline', () => {
  it('is an ordered list, one item per step in order, each dot coloured (blue by default) and hidden from readers', () => {
    const { container } = render(
      <LightTimeline
        className="extra"
        items={[
          { key: 'a', children: '提交报名' },
          { key: 'b', color: 'green', children: '面试通过' },
          { key: 'c', color: 'red', children: <strong>未入职</strong> },
          { key: 'd', color: 'orange', children: '有异议' },
        ]}
      />,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(list).toHaveClass('light-timeline', 'extra');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['提交报名', '面试通过', '未入职', '有异议']);
    const dots = [...container.querySelectorAll('.light-timeline-dot')];
    expect(dots.map((dot) => dot.className.split(' ')[1])).toEqual([
      'light-timeline-dot-blue',
      'light-timeline-dot-green',
      'light-timeline-dot-red',
      'light-timeline-dot-orange',
    ]);
    expect(dots.every((dot) => dot.getAttribute('aria-hidden') === 'true')).toBe(true);
  });
});
