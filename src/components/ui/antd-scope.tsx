import type { ComponentType, ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import '@/styles/antd-touch.css';

dayjs.locale('zh-cn');

/**
 * Text colours with at least 4.5:1 contrast on white and on their tinted backgrounds (WCAG 2.2 AA, 1.4.3): antd's
 * defaults (secondary labels and placeholders at 45 % and 25 % black, #ff4d4f, #52c41a, #1677ff on #e6f4ff, the
 * preset tags' 7th shade on their 1st, white on the lighter hover blue) fall short. Status and preset tags and typed
 * text take darker shades, a primary button darkens on hover instead of lightening; their
 * tinted backgrounds stay as they are (tests/e2e/accessibility.test.ts checks every screen with axe-core).
 */
const STATUS_TEXT = { colorSuccess: '#237804', colorInfo: '#1f55d6', colorWarning: '#ad4e00', colorError: '#cf1322' };
const PRESET_SHADE_7 = {
  green: '#237804',
  cyan: '#006d75',
  orange: '#ad4e00',
  gold: '#874d00',
  volcano: '#ad2102',
  lime: '#3f6600',
  yellow: '#614700',
};
// Both spellings: antd derives `green7` and `green-7`, and both become the CSS variable --ant-green-7.
const PRESET_TEXT = Object.fromEntries(
  Object.entries(PRESET_SHADE_7).flatMap(([color, hex]) => [
    [`${color}7`, hex],
    [`${color}-7`, hex],
  ]),
);

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2e68f8',
    colorLink: '#2e68f8',
    colorPrimaryHover: '#1f55d6',
    colorLinkHover: '#1f55d6',
    colorError: STATUS_TEXT.colorError,
    // Typed text (Typography success / warning / danger, form messages) reads these.
    colorSuccessText: STATUS_TEXT.colorSuccess,
    colorWarningText: STATUS_TEXT.colorWarning,
    colorInfoText: STATUS_TEXT.colorInfo,
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    ...PRESET_TEXT,
    borderRadius: 6,
    fontFamily: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  },
  components: {
    // Status tags draw their text in the status colour itself.
    Tag: STATUS_TEXT,
    // The selected entry's text on its #f0f7ff background (the brand blue there is 4.37:1).
    Menu: { itemSelectedColor: '#1f55d6' },
  },
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
