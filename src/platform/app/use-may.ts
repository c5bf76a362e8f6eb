import type { EndpointName } from './access';
import { may } from './use-menu';
import { useStaff } from './use-staff';

/** Whether the logged-in staff member may make the call: buttons of other roles' actions are not shown. */
export function useMay(): (name: EndpointName) => boolean {
  const staff = useStaff();
  return (name) => may(staff?.role, name);
}
