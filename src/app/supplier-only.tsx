import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { PageFrame } from '@/components/ui/page-frame';
import { FirstSteps } from '@/features/login/overview';
import { useAppSelector } from './hooks';

/**
 * A screen of a supplier's workspace. A user who belongs to no supplier yet (just registered, or removed from one)
 * gets the first-steps choice there, titled as the screen, instead of calls the gateway refuses with E000601.
 */
export function supplierOnly<P extends object>(title: string, Screen: ComponentType<P>): ComponentType<P> {
  function SupplierOnlyScreen(props: P) {
    const hasSupplier = useAppSelector((s) => Boolean(s.global.supplierId));
    if (hasSupplier) return <Screen {...props} />;
    return (
      <PageFrame title={title} breadcrumb={[{ title: '首页', to: paths.home }, { title: '工作台', to: paths.workbench }, { title }]}>
        <FirstSteps />
      </PageFrame>
    );
  }
  SupplierOnlyScreen.displayName = `SupplierOnly(${Screen.displayName ?? Screen.name})`;
  return SupplierOnlyScreen;
}
