import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LightInput } from '@/components/light/input';

function Harness({
  onChange,
  onPressEnter,
  initial = '',
}: {
  onChange: (value: string) => void;
  onPressEnter?: () => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <LightInput
      value={value}
      allowClear
      aria-label="候选人姓名"
      placeholder="请输入"
      prefix={<span data-testid="prefix">🔍</span>}
      maxLength={10}
      className="extra"
      onPressEnter={onPressEnter}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('LightInput', () => {
  it('is a text box named by aria-label, reporting what is typed', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: '候选人姓名' });
    expect(box).toHaveAttribute('placeholder', '请输入');
    expect(box).toHaveAttribute('maxlength', '10');
    expect(container.firstElementChild).toHaveClass('light-affix', 'extra');
    expect(screen.getByTestId('prefix')).toBeInTheDocument();
    await userEvent.type(box, '张三');
    expect(onChange).toHaveBeenLastCalledWith('张三');
    expect(box).toHaveValue('张三');
  });

  it('allowClear: a 清除 button while it holds text empties it and keeps the focus in the box', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="李四" />);
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('textbox', { name: '候选人姓名' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: '候选人姓名' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
  });

  it('calls onPressEnter on Enter', async () => {
    const onPressEnter = vi.fn();
    render(<Harness onChange={vi.fn()} onPressEnter={onPressEnter} />);
    await userEvent.type(screen.getByRole('textbox', { name: '候选人姓名' }), '王{Enter}');
    expect(onPressEnter).toHaveBeenCalledTimes(1);
  });

  it('takes id, type, inputMode; disabled offers no clear button', () => {
    render(<LightInput id="phone" type="tel" inputMode="numeric" value="138" disabled allowClear onChange={vi.fn()} aria-label="手机号" />);
    const box = screen.getByRole('textbox', { name: '手机号' });
    expect(box).toHaveAttribute('id', 'phone');
    expect(box).toHaveAttribute('type', 'tel');
    expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
  });
  it("passes the input's own props to it: onBlur, aria-invalid, aria-describedby, name, aria-required, onKeyDown", async () => {
    const onBlur = vi.fn();
    const onKeyDown = vi.fn();
    const onPressEnter = vi.fn();
    render(
      <>
        <LightInput
          value=""
          onChange={vi.fn()}
          aria-label="企业名称"
          name="companyName"
          aria-required="true"
          aria-invalid
          aria-describedby="name-error"
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          onPressEnter={onPressEnter}
        />
        <div id="name-error">请输入企业名称</div>
      </>,
    );
    const box = screen.getByRole('textbox', { name: '企业名称' });
    expect(box).toHaveAttribute('name', 'companyName');
    expect(box).toBeRequired();
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('请输入企业名称');
    await userEvent.type(box, '{Enter}');
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    expect(onPressEnter).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
