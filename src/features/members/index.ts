// Members: the personal centre's members section (its own chunk: the shared table stays out of the other
// sections) and the account activation page's invitation card.
import { lazy } from 'react';

export const MembersPanel = lazy(() => import('./components/members-panel'));
export { InvitationCard } from './components/invitation-card';
