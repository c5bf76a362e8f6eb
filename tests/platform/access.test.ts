import * as agreements from '@contract/platform/agreements';
import * as audit from '@contract/platform/audit';
import * as orders from '@contract/platform/orders';
import * as settlements from '@contract/platform/settlements';
import * as staff from '@contract/platform/staff';
import * as suppliers from '@contract/platform/suppliers';
import * as tasks from '@contract/platform/tasks';
import * as todo from '@contract/platform/todo';
import { ENDPOINT_ROLES } from '@/platform/app/access';

const contract: Record<string, unknown> = { ...agreements, ...audit, ...orders, ...settlements, ...staff, ...suppliers, ...tasks, ...todo };

describe("the console's copy of who may call what", () => {
  it.each(Object.entries(ENDPOINT_ROLES))('%s: the same roles as the contract says', (name, roles) => {
    const endpoint = contract[name] as { roles?: readonly string[] } | undefined;
    expect(endpoint?.roles, `${name} is not a platform endpoint of the contract`).toBeDefined();
    expect([...roles].sort()).toEqual([...(endpoint?.roles ?? [])].sort());
  });
});
