import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { FeedbackProvider, deferredFeedback, useApp } from '@/components/ui/app-feedback';
import type { Feedback } from '@/components/ui/app-feedback';

function recorder() {
  const calls: string[] = [];
  const api = {
    message: { success: (text: string) => calls.push(`message ${text}`) },
    modal: { confirm: ({ title }: { title: string }) => calls.push(`confirm ${title}`) },
    notification: {},
  } as unknown as Feedback;
  return { calls, api };
}

describe('deferredFeedback', () => {
  it('loads once on the first call and delivers the calls made while loading, in order', async () => {
    const { calls, api } = recorder();
    let release!: (api: Feedback) => void;
    const load = vi.fn(() => new Promise<Feedback>((resolve) => (release = resolve)));
    const feedback = deferredFeedback(load);
    expect(load).not.toHaveBeenCalled();
    feedback.message.success('一');
    feedback.modal.confirm({ title: '二' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    release(api);
    await vi.waitFor(() => expect(calls).toEqual(['message 一', 'confirm 二']));
    feedback.message.success('三');
    expect(calls).toEqual(['message 一', 'confirm 二', 'message 三']); // loaded: straight through
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again on the next call when it failed (a chunk that did not arrive)', async () => {
    const { calls, api } = recorder();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<Feedback>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(api);
    const feedback = deferredFeedback(load);
    feedback.message.success('lost');
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    feedback.message.success('again');
    await vi.waitFor(() => expect(calls).toEqual(['message again']));
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

function Buttons() {
  const { message, modal } = useApp();
  return (
    <>
      <button onClick={() => message.success('已保存')}>toast</button>
      <button onClick={() => modal.confirm({ title: '确认删除？', okText: '删除' })}>confirm</button>
    </>
  );
}

describe('FeedbackProvider', () => {
  it('shows antd toasts and confirmations, with the app locale, once the first call loads them', async () => {
    render(
      <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
        <FeedbackProvider
          config={{ message: { duration: 3, maxCount: 3 }, notification: { placement: 'topRight', top: 24, duration: 4.5 } }}
        >
          <Buttons />
        </FeedbackProvider>
      </ConfigProvider>,
    );
    expect(document.querySelector('.ant-message')).toBeNull();
    act(() => screen.getByText('toast').click());
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    act(() => screen.getByText('confirm').click());
    expect((await screen.findAllByText('确认删除？')).length).toBeGreaterThan(0);
    expect(screen.getByText('删除').closest('button')).not.toBeNull();
    expect(screen.getByText('取消').closest('button')).not.toBeNull(); // antd's own label, from the app's locale
  }, 30_000); // the first call compiles antd's message and modal
});
