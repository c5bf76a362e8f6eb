import { act, screen, within } from '@testing-library/react';
import { cms, reference } from '@contract/index';
import { SYSTEM_PARAM_CODES } from '@contract/reference.meta';
import { SYSTEM_PARAMS } from '../../server/src/seed/reference-data';
import { server } from '../msw/server';
import { ok, onCall } from '../msw/contract';
import { renderApp } from '../utils/render-app';

const seeded = (code: string) => SYSTEM_PARAMS.find(([c]) => c === code)?.[1];

describe('the footer', { timeout: 20_000 }, () => {
  it('names every parameter it shows by a code the server seeds', () => {
    for (const code of Object.values(SYSTEM_PARAM_CODES)) expect(seeded(code), code).toBeTruthy();
  });

  it('shows the company, the customer-service phone and the filing number the server holds', async () => {
    const asked: string[] = [];
    server.use(
      onCall(reference.getSystemParamByCode, ({ body }) => {
        asked.push(body.code);
        const values: Record<string, string> = {
          company_name: '某某人力资源有限公司',
          customer_service_phone: '400-123-4567',
          icp_record: '京ICP备12345678号-9',
        };
        return ok({ code: body.code, value: values[body.code] ?? '', description: '' });
      }),
    );
    renderApp('/helpCenter');
    const footer = (await screen.findByText('客服电话：400-123-4567')).closest('footer')!;
    expect(within(footer).getByText('某某人力资源有限公司')).toBeInTheDocument();
    expect(within(footer).getByText(/Copyright © 2021-2022 某某人力资源有限公司/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '京ICP备12345678号-9' })).toBeInTheDocument();
    expect(asked.sort()).toEqual(['company_name', 'customer_service_phone', 'icp_record']);
  });

  it('shows the seeded values by default and no phone number of its own', async () => {
    renderApp('/login');
    const footer = (await screen.findByText(`客服电话：${seeded('customer_service_phone')}`)).closest('footer')!;
    expect(within(footer).getByText(seeded('company_name')!)).toBeInTheDocument();
    expect(within(footer).getByText(seeded('icp_record')!)).toBeInTheDocument();
    expect(footer.textContent).not.toContain('400-820-5166');
  });

  it('asks for its details and the friendly links only as it comes near the viewport', async () => {
    const watchers: { fire: (near: boolean) => void; margin?: string }[] = [];
    class FakeObserver {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options?: { rootMargin?: string }) {
        watchers.push({ fire: (near) => callback([{ isIntersecting: near }]), margin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      const asked: string[] = [];
      server.use(
        onCall(
          reference.getSystemParamByCode,
          ({ body }) => (asked.push(body.code), ok({ code: body.code, value: `值-${body.code}`, description: '' })),
        ),
        onCall(
          cms.getPageAndFriendlyLinks4Site,
          ({ body }) => (
            asked.push(`links:${body.pageCode}`),
            ok({ page: null, friendlyLinks: [{ id: 'l-9', name: '某链接', url: 'https://example.org/', sort: 0 }] })
          ),
        ),
      );
      // The login screen asks the content service nothing of its own (unlike the home page, find job or help).
      renderApp('/login');
      const footer = (await screen.findByText(/Copyright/)).closest('footer')!;
      expect(await screen.findByRole('button', { name: '获取验证码' })).toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(asked).toEqual([]);
      expect(watchers.length).toBeGreaterThan(0);
      expect(watchers[0].margin).toBe('400px');
      act(() => watchers.at(-1)!.fire(false));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(asked).toEqual([]);
      act(() => watchers.at(-1)!.fire(true));
      expect(await within(footer).findByText('客服电话：值-customer_service_phone')).toBeInTheDocument();
      expect(await within(footer).findByRole('link', { name: '某链接' })).toBeInTheDocument();
      expect(asked.sort()).toEqual(['company_name', 'customer_service_phone', 'icp_record', 'links:home']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
