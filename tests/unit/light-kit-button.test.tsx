import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightButton } from '@/components/light/button';

describe('LightButton', () => {
  it("danger: antd's destructive button, on a default or link button, beside the caller's own class", () => {
    render(
      <>
        <LightButton danger>提出异议</LightButton>
        <LightButton danger variant="link" size="small" className="extra">
          删除
        </LightButton>
        <LightButton>取消</LightButton>
      </>,
    );
    expect(screen.getByRole('button', { name: '提出异议' })).toHaveClass('light-btn', 'light-btn-default', 'light-btn-danger');
    expect(screen.getByRole('button', { name: '删除' })).toHaveClass('light-btn-link', 'light-btn-sm', 'light-btn-danger', 'extra');
    expect(screen.getByRole('button', { name: '取消' })).not.toHaveClass('light-btn-danger');
    expect(screen.getByRole('button', { name: '提出异议' })).not.toHaveAttribute('danger');
  });
});
