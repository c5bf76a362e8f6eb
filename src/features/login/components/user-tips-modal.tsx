import { Suspense, lazy, useState } from 'react';
import { selectShowUserTipsModal } from '@/lib/state/global-slice';
import { useSharedSelector } from '@/lib/state/hooks';
import { withAntdScope } from '@/components/ui/lazy-screen';

// antd's Modal is not part of any page's first load: the dialog's code arrives the first time it opens.
const UserTipsDialog = lazy(withAntdScope(() => import('./user-tips-dialog')));

/** Tips for a user who cannot take orders yet; open while `global.showUserTipsModal` is true. */
export function UserTipsModal() {
  const open = useSharedSelector(selectShowUserTipsModal);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true); // once loaded it stays mounted, so it can close with its animation
  return wanted ? (
    <Suspense fallback={null}>
      <UserTipsDialog />
    </Suspense>
  ) : null;
}
