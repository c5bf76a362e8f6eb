import { runMigrate } from './migrate-command';

/** `npm run migrate [-- --status]` (migrate-command.ts). */
runMigrate(process.argv.slice(2)).then(
  ({ code, out, err }) => {
    for (const line of out) console.log(line);
    for (const line of err) console.error(line);
    process.exit(code);
  },
  (err: unknown) => {
    console.error(`迁移失败 (migration failed): ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
