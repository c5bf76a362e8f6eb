import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Renders a lazily loaded dialog or drawer (React.lazy) from its first opening on, and keeps it mounted after, so
 * its code is fetched when the user asks for it — never on the page's first load — while closing still animates
 * and returns the focus as the dialog itself does.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
