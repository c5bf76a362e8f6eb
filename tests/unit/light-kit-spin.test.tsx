import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightSpin } from '@/components/light/spin';

describe('LightSpin', () => {
  it('while spinning: the block is busy, the content stays, dimmed, and the status says 加载中', () => {
    const { container } = render(
      <LightSpin spinning>
        <p>账单列表</p>
      </LightSpin>,
    );
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-busy', 'true');
    expect(block).toHaveClass('light-spin-container-busy');
    expect(screen.getByText('账单列表')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(container.querySelector('.light-spinner')).not.toBeNull();
  });

  it('not spinning: no spinner, an empty status region kept in place, not busy', () => {
    const { container, rerender } = render(
      <LightSpin spinning label="正在刷新">
        <p>账单列表</p>
      </LightSpin>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('正在刷新');
    const status = screen.getByRole('status');
    rerender(
      <LightSpin spinning={false} label="正在刷新">
        <p>账单列表</p>
      </LightSpin>,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'false');
    expect(container.firstElementChild).not.toHaveClass('light-spin-container-busy');
    expect(container.querySelector('.light-spinner')).toBeNull();
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toBeEmptyDOMElement();
  });
});
