import type { ComponentType, ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import '@/styles/antd-touch.css';

dayjs.locale('zh-cn');

export const theme: ThemeConfig = {
  token: { colorPrimary: '#2e68f8', colorLink: '#2e68f8', colorTextDescription: 'rgba(0, 0, 0, 0.6)', borderRadius: 6, fontFamily: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif' },
};

/**
 * antd in Chinese with the portal's theme. Not at the root of the app: the public pages a visitor lands on (login,
 * home, find job) are drawn without antd, so its styling engine (~80 KB gzip) and its runtime style generation stay
 * off their first load. Every screen, dialog and widget that uses antd is wrapped in this where it is loaded lazily
 * (withAntdScope), so it arrives with the antd code it needs.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}

// One wrapper per component: a module loaded again (a preload, then the render) must give the same component, or
// React would remount what is on screen.
const wrappers = new WeakMap<ComponentType<never>, ComponentType<never>>();

/** `Component` inside AntdScope (the same wrapper every time for the same component). */
export function scoped<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const known = wrappers.get(Component as ComponentType<never>);
  if (known) return known as ComponentType<P>;
  function Scoped(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  }
  Scoped.displayName = `Scoped(${Component.displayName ?? Component.name})`;
  wrappers.set(Component as ComponentType<never>, Scoped as ComponentType<never>);
  return Scoped;
}
