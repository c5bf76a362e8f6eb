import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightTag } from '@/components/light/tag';

describe('LightTag', () => {
  it('draws the default outlined tag with its text and title', () => {
    render(<LightTag title="完整状态">待审核</LightTag>);
    const tag = screen.getByText('待审核');
    expect(tag).toHaveClass('light-tag', 'light-tag-is-default');
    expect(tag).not.toHaveClass('light-tag-borderless');
    expect(tag).toHaveAttribute('title', '完整状态');
  });

  it('takes a status or preset colour, borderless on request, and forwards className', () => {
    render(
      <>
        <LightTag color="success">已通过</LightTag>
        <LightTag color="geekblue" bordered={false} className="extra">
          标签
        </LightTag>
      </>,
    );
    expect(screen.getByText('已通过')).toHaveClass('light-tag-is-success');
    expect(screen.getByText('标签')).toHaveClass('light-tag', 'light-tag-is-geekblue', 'light-tag-borderless', 'extra');
  });
});
