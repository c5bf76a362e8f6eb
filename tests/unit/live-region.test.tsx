import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableColumnsType } from 'antd';
import { FeedbackProvider, useApp } from '@/components/ui/app-feedback';
import type { Feedback } from '@/components/ui/app-feedback';
import { DataTable } from '@/components/ui/data-table';
import { ANNOUNCE_DELAY_MS, announce, announcingFeedback, liveRegion } from '@/components/ui/live-region';

const polite = () => liveRegion('polite');
const assertive = () => liveRegion('assertive');
const settle = () => act(() => void vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));

describe('the live regions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    polite().textContent = '';
    assertive().textContent = '';
  });

  it('says a status politely and an error assertively, in regions screen readers watch', () => {
    announce('已复制');
    announce('网络错误', 'assertive');
    expect(polite()).toHaveAttribute('aria-live', 'polite');
    expect(polite()).toHaveAttribute('role', 'status');
    expect(assertive()).toHaveAttribute('aria-live', 'assertive');
    expect(assertive()).toHaveAttribute('role', 'alert');
    // Written a moment after being cleared: a region's change is what is read.
    expect(polite()).toHaveTextContent('');
    settle();
    expect(polite()).toHaveTextContent('已复制');
    expect(assertive()).toHaveTextContent('网络错误');
  });

  it('clears before writing, so the same message twice is read twice; several at once are read together', () => {
    announce('已复制');
    settle();
    announce('已复制');
    expect(polite()).toHaveTextContent('');
    announce('已保存');
    settle();
    expect(polite().textContent).toBe('已复制 已保存');
  });

  it('uses the regions the page already has (index.html) rather than adding more', () => {
    announce('一');
    settle();
    expect(document.querySelectorAll('#live-polite')).toHaveLength(1);
    expect(document.querySelectorAll('[aria-live="polite"]').length).toBeGreaterThanOrEqual(1);
  });

  it('announces every toast and notification (errors assertively) and silences the notice antd draws', () => {
    const calls: unknown[] = [];
    const record = (...args: unknown[]) => void calls.push(args);
    const api = announcingFeedback({
      message: { open: record, success: record, error: record, info: record, warning: record, loading: record, destroy: record },
      notification: { open: record, success: record, error: record, info: record, warning: record, destroy: record },
      modal: {},
    } as unknown as Feedback);
    api.message.success('分享链接已复制', 2);
    settle();
    expect(polite()).toHaveTextContent('分享链接已复制');
    expect(calls.pop()).toEqual([{ content: '分享链接已复制', duration: 2, role: 'none' }]);
    api.message.open({ type: 'error', content: '提交失败', key: 'k' });
    settle();
    expect(assertive()).toHaveTextContent('提交失败');
    expect(calls.pop()).toEqual([{ type: 'error', content: '提交失败', key: 'k', role: 'none' }]);
    api.notification.info({ title: '新任务：上海普工', description: '点击右上角的铃铛查看' });
    settle();
    expect(polite()).toHaveTextContent('新任务：上海普工：点击右上角的铃铛查看');
    api.message.error(<span>结算单已被他人确认</span>);
    settle();
    expect(assertive()).toHaveTextContent('结算单已被他人确认');
    api.message.destroy();
    expect(calls.pop()).toEqual([]);
  });
});

function Toast() {
  const { message } = useApp();
  return <button onClick={() => message.success('已保存')}>toast</button>;
}

describe('announced in the app', () => {
  it('a toast from useApp() is said in the polite region, and antd’s notice carries no live role of its own', async () => {
    vi.useFakeTimers();
    render(
      <FeedbackProvider config={{ message: { duration: 3, maxCount: 3 }, notification: { placement: 'topRight', top: 24, duration: 4.5 } }}>
        <Toast />
      </FeedbackProvider>,
    );
    act(() => screen.getByRole('button', { name: 'toast' }).click());
    // The first toast loads antd's message (nothing else in this file loads antd now the shared table is light).
    const notice = await vi.waitFor(
      () => {
        const el = document.querySelector('.ant-message-notice');
        if (!el) throw new Error('no notice yet');
        return el;
      },
      { timeout: 15_000 },
    );
    expect(notice).toHaveAttribute('role', 'none');
    expect(document.querySelectorAll('[role="alert"]:not(#live-assertive)')).toHaveLength(0);
    settle();
    expect(polite()).toHaveTextContent('已保存');
    vi.useRealTimers();
  });

  it('the shared table says when a load ends and how many rows the list holds', () => {
    vi.useFakeTimers();
    const columns: TableColumnsType<{ id: string }> = [{ title: '编号', dataIndex: 'id' }];
    const rows = [{ id: 'a' }, { id: 'b' }];
    const { rerender } = render(<DataTable rowKey="id" columns={columns} dataSource={rows} loading pagination={{ total: 42 }} />);
    settle();
    expect(polite()).not.toHaveTextContent('列表已更新');
    rerender(<DataTable rowKey="id" columns={columns} dataSource={rows} loading={false} pagination={{ total: 42 }} />);
    settle();
    expect(polite()).toHaveTextContent('列表已更新，共 42 条');
    vi.useRealTimers();
  });
});
