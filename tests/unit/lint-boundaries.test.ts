import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The import boundaries of DESIGN.md are lint errors (lint/boundaries.js). Each zone gets an import it must
 * refuse and one it must accept, linted as if it were a file at that path, through the project's own config.
 * Module and feature names that do not exist yet are used on purpose: zones come from the folder layout.
 */
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: path.join(root, file), warnIgnored: true });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'boundaries/zones').map((m) => m.message);
}

const refused: [zone: string, file: string, source: string, why: string][] = [
  [
    'a feature importing another feature (alias)',
    'src/features/orders/components/take.tsx',
    "export { x } from '@/features/login/api';",
    "feature 'orders' must not import feature 'login'",
  ],
  [
    'a feature importing another feature (relative)',
    'src/features/orders/api.ts',
    "export { x } from '../login/api';",
    "feature 'orders' must not import feature 'login'",
  ],
  [
    'a feature index importing a new feature',
    'src/features/orders/index.ts',
    "export * from '../candidates';",
    "feature 'orders' must not import feature 'candidates'",
  ],
  ['a feature importing src/app', 'src/features/cms/footer.ts', "export { useAppSelector } from '@/app/hooks';", 'must not import src/app'],
  [
    'src/lib importing a feature',
    'src/lib/format.ts',
    "export { x } from '@/features/login';",
    'shared code (src/lib) must not import a feature',
  ],
  [
    'src/components importing a feature',
    'src/components/ui/table.tsx',
    "export { x } from '../../features/cms/api';",
    'shared code (src/components) must not import a feature',
  ],
  [
    'src/config importing a feature',
    'src/config/paths.ts',
    "export { x } from '@/features/tasks/api';",
    'shared code (src/config) must not import a feature',
  ],
  ['src/config importing src/app', 'src/config/env.ts', "export { x } from '../app/store';", 'must not import src/app'],
  [
    'a module reading another module’s repo',
    'server/src/modules/orders/service.ts',
    "export { claimPlace } from '../tasks/repo';",
    "module 'orders' reaches module 'tasks' only through modules/tasks/index.ts",
  ],
  [
    'a module reaching another module’s service file',
    'server/src/modules/seo/service.ts',
    "import type { TaskService } from '../tasks/service';\nexport type T = TaskService;",
    "module 'seo' reaches module 'tasks' only through",
  ],
  [
    'a new module reaching into another',
    'server/src/modules/resumes/service.ts',
    "export { x } from '../candidates/repo';",
    "module 'resumes' reaches module 'candidates' only through",
  ],
  [
    'an ops command calling a repo',
    'server/src/ops/commands/disable-account.ts',
    "export { setUserDisabled } from '../../modules/login/repo';",
    'ops commands call a module’s service'.replace('’', "'"),
  ],
  [
    'ops calling a module’s internals',
    'server/src/ops/services.ts',
    "export { x } from '../modules/files/storage';",
    "ops commands call a module's service through modules/files/index.ts",
  ],
  [
    'the database layer importing a module',
    'server/src/db/connect.ts',
    "export type { NewTask } from '../modules/tasks';",
    'server/src/db is below the modules and the seed',
  ],
  [
    'the database layer importing a module’s table types',
    'server/src/db/schema.ts',
    "export type { TaskTable } from '../modules/tasks/schema';",
    'server/src/db is below the modules and the seed',
  ],
  [
    'the database layer importing the seed',
    'server/src/db/prepared.ts',
    "export { seedDatabase } from '../seed';",
    'server/src/db is below the modules and the seed',
  ],
  [
    'the seed reaching into a module',
    'server/src/seed/demo-orders.ts',
    "export type { CandidateDetailJson } from '../modules/candidates/schema';",
    "the seed reaches module 'candidates' only through modules/candidates/index.ts",
  ],
  [
    'the contract importing a package',
    'contract/orders.ts',
    "export { sql } from 'kysely';",
    "contract/ imports only zod and itself, not 'kysely'",
  ],
  [
    'the contract importing node',
    'contract/http.ts',
    "export { readFileSync } from 'node:fs';",
    "contract/ imports only zod and itself, not 'node:fs'",
  ],
  [
    'the contract importing the server',
    'contract/tasks.ts',
    "export type { Db } from '../server/src/db/schema';",
    'contract/ imports only zod and itself',
  ],
  [
    'the contract importing the SPA',
    'contract/login.ts',
    "export { paths } from '@/config/paths';",
    'contract/ imports only zod and itself',
  ],
];

const accepted: [zone: string, file: string, source: string][] = [
  [
    'a feature importing itself, shared code and the contract’s types',
    'src/features/orders/components/take.tsx',
    "export { x } from '@/features/orders/api';\nexport { y } from '../api';\nexport { z } from '@/lib/http';\nexport { w } from '@/components/ui/table';\nexport type { TakeOrder } from '@contract/orders';",
  ],
  [
    'the seed calling modules through their index.ts, and the database layer',
    'server/src/seed/demo-orders.ts',
    "export { createSettlementModule } from '../modules/settlements';\nexport type { Executor } from '../db/schema';",
  ],
  [
    'the database layer importing itself and lib',
    'server/src/db/prepared.ts',
    "export type { Executor } from './schema';\nexport { systemClock } from '../lib/clock';",
  ],
  [
    'src/app composing features',
    'src/app/routes/home.tsx',
    "export { x } from '@/features/login';\nexport { y } from '@/features/cms/api';",
  ],
  [
    'shared code importing shared code',
    'src/components/ui/table.tsx',
    "export { x } from '@/lib/http';\nexport { paths } from '@/config/paths';",
  ],
  [
    'a module using another through its index',
    'server/src/modules/orders/service.ts',
    "export { taskIdOf } from '../tasks';\nexport { TASK_STATUS } from '../tasks/index';\nexport { x } from './repo';\nexport type { Db } from '../../db/schema';",
  ],
  [
    'ops using services',
    'server/src/ops/commands/create-task.ts',
    "export { TASK_STATUS } from '../../modules/tasks';\nexport { defineCommand } from '../command';",
  ],
  [
    'the contract importing zod and itself',
    'contract/orders.ts',
    "export { z } from 'zod';\nexport { endpoint } from './http';\nexport * as login from '@contract/login';",
  ],
];

// The first lintText loads the whole config and its parsers: seconds on a busy machine, so no 5 s default here.
describe('import boundaries', { timeout: 60_000 }, () => {
  it.each(refused)('refuses %s', async (_zone, file, source, why) => {
    const errors = await boundaryErrors(file, source);
    expect(errors).toHaveLength(source.split('\n').filter((l) => l.includes(' from ')).length);
    expect(errors[0]).toContain(why);
  });

  it.each(accepted)('accepts %s', async (_zone, file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});
