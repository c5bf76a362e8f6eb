import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightDescriptions } from '@/components/light/descriptions';

const items = [
  { key: 'name', label: '企业名称', children: '深圳某某人力' },
  { key: 'code', label: '信用代码', children: '91440300XXXX' },
  { key: 'addr', label: '地址', children: '深圳市南山区', span: 5 },
];

describe('LightDescriptions', () => {
  it('is a definition list: each label a term, its content the definition, in order', () => {
    const { container } = render(<LightDescriptions items={items} />);
    const list = container.querySelector('dl') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['企业名称', '信用代码', '地址']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual(['深圳某某人力', '91440300XXXX', '深圳市南山区']);
  });

  it('has 3 columns by default; a span is capped at the row', () => {
    const { container } = render(<LightDescriptions items={items} column={2} />);
    const list = container.querySelector('dl') as HTMLElement;
    expect(list.style.getPropertyValue('--light-desc-columns')).toBe('2');
    const rows = [...list.children] as HTMLElement[];
    expect(rows[0].style.getPropertyValue('--light-desc-span')).toBe('1');
    expect(rows[2].style.getPropertyValue('--light-desc-span')).toBe('2');
    expect(rows[2].style.getPropertyValue('--light-desc-span2')).toBe('4');
  });

  it('an item that does not fit the rest of a row starts the next; the last one fills its row', () => {
    const { container } = render(
      <LightDescriptions
        column={3}
        items={[
          { key: 'a', label: '甲', children: '1' },
          { key: 'b', label: '乙', children: '2', span: 3 },
          { key: 'c', label: '丙', children: '3' },
        ]}
      />,
    );
    const spans = [...(container.querySelector('dl') as HTMLElement).children].map((row) =>
      (row as HTMLElement).style.getPropertyValue('--light-desc-span'),
    );
    // 甲 alone on the first row (乙 needs a whole one), 乙 the second, 丙 the whole third.
    expect(spans).toEqual(['1', '3', '3']);
  });

  it('shows the title and extra, bordered and sized on request', () => {
    const { container } = render(
      <LightDescriptions
        items={items}
        bordered
        size="small"
        title="基本信息"
        extra={<button type="button">编辑</button>}
        className="extra"
      />,
    );
    expect(container.firstElementChild).toHaveClass('light-desc', 'light-desc-bordered', 'light-desc-small', 'extra');
    expect(screen.getByText('基本信息')).toHaveClass('light-desc-title');
    expect(screen.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(container.querySelector('dl')?.style.getPropertyValue('--light-desc-columns')).toBe('3');
  });

  it('has no header without a title or extra', () => {
    const { container } = render(<LightDescriptions items={items} />);
    expect(container.querySelector('.light-desc-header')).toBeNull();
  });
});
