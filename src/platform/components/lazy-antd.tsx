import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * A dialog drawn with antd, loaded (with antd's frame: locale, theme) when first opened, so the list around it
 * loads no antd. `preload` fetches it ahead, as the pointer or the focus reaches its button.
 */
export function lazyAntd<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Dialog: LazyExoticComponent<ComponentType<P>>; preload: () => void } {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const fetch = () =>
    (pending ??= Promise.all([load(), import('../app/antd-frame')]).then(([Inner, { AntdFrame }]) => ({
      default: (props: P) => (
        <AntdFrame>
          <Inner {...props} />
        </AntdFrame>
      ),
    })));
  return { Dialog: lazy(fetch), preload: () => void fetch().catch(() => (pending = null)) };
}
