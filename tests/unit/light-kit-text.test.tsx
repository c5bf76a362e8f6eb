import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightText, LightTitle } from '@/components/light/text';

describe('LightText', () => {
  it('draws plain text in a span, typed and strong on request', () => {
    render(
      <>
        <LightText title="提示">普通</LightText>
        <LightText type="danger" strong className="extra">
          已驳回
        </LightText>
      </>,
    );
    expect(screen.getByText('普通')).toHaveClass('light-text');
    expect(screen.getByText('普通')).toHaveAttribute('title', '提示');
    const strong = screen.getByText('已驳回');
    expect(strong.tagName).toBe('STRONG');
    expect(strong.parentElement).toHaveClass('light-text', 'light-text-danger', 'extra');
  });
});

describe('LightTitle', () => {
  it('is a heading of the level asked for', () => {
    render(
      <>
        <LightTitle level={3} className="extra">
          结算单
        </LightTitle>
        <LightTitle level={5}>明细</LightTitle>
      </>,
    );
    expect(screen.getByRole('heading', { level: 3, name: '结算单' })).toHaveClass('light-title', 'light-title-3', 'extra');
    expect(screen.getByRole('heading', { level: 5, name: '明细' })).toBeInTheDocument();
  });
});
