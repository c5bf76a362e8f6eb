import { readFileSync } from 'node:fs';
import path from 'node:path';
import { moduleNames, SERVER_SRC, sourceFiles, tableOwners, tableRefs } from '../helpers/table-refs';
it('lists', () => {
  const owners = tableOwners(); const known = new Set(owners.keys());
  const zones = [...moduleNames().map((m) => ({ name: m, folder: `modules/${m}` })), ...['ops', 'http', 'lib', 'seed'].map((z) => ({ name: z, folder: z }))];
  const out: string[] = [];
  for (const zone of zones) for (const file of sourceFiles(zone.folder)) {
    if (file === `${zone.folder}/schema.ts`) continue;
    for (const ref of tableRefs(readFileSync(path.join(SERVER_SRC, file), 'utf8'), known))
      if (owners.get(ref.table) !== zone.name) out.push(`${zone.name} → ${ref.table}  ${file}:${ref.line}`);
  }
  console.log(out.join('\n'));
});
