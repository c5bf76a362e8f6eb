import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { theme } from '@/components/ui/antd-scope';

/**
 * antd in Chinese with the portal's accessible theme, around each screen (loaded with the screen, so the frame and
 * the login page stay free of antd); buttons keep their words as written (通过, not 「通 过」).
 */
export function AntdFrame({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}
