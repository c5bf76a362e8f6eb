import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightAlert } from '@/components/light/alert';

describe('LightAlert', () => {
  it('is an info status by default, without an icon', () => {
    const { container } = render(<LightAlert message="资料已提交" />);
    const box = screen.getByRole('status');
    expect(box).toHaveTextContent('资料已提交');
    expect(box).toHaveClass('light-alert', 'light-alert-info');
    expect(container.querySelector('.light-alert-icon')).toBeNull();
  });

  it('announces errors and warnings as alerts, with their icon, description and action', () => {
    render(
      <LightAlert
        type="error"
        showIcon
        message="认证未通过"
        description="营业执照不清晰"
        action={<button type="button">重新提交</button>}
        className="extra"
      />,
    );
    const box = screen.getByRole('alert');
    expect(box).toHaveClass('light-alert-error', 'light-alert-with-description', 'extra');
    expect(box.querySelector('.light-alert-icon')).toHaveAttribute('aria-hidden', 'true');
    expect(box).toHaveTextContent('认证未通过营业执照不清晰重新提交');
    expect(screen.getByRole('button', { name: '重新提交' })).toBeInTheDocument();
  });

  it('a banner is a warning with an icon unless told otherwise; role can be set', () => {
    render(<LightAlert banner message="请尽快完成认证" role="note" />);
    const box = screen.getByRole('note');
    expect(box).toHaveClass('light-alert-warning', 'light-alert-banner');
    expect(box.querySelector('.light-alert-icon')).not.toBeNull();
  });

  it('warning without a role prop is an alert; success is a status', () => {
    render(
      <>
        <LightAlert type="warning" message="注意" />
        <LightAlert type="success" message="成功" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('注意');
    expect(screen.getByRole('status')).toHaveTextContent('成功');
  });
});
