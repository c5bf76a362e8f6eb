import type { Server } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { DEFAULT_SHUTDOWN_GRACE_MS, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { lockDataDir, processStartTime } from './db/data-dir-lock';
import { OWNER_ONLY_UMASK, restrictDataDir, secureDataDir } from './db/data-dir-permissions';
import { prepareDatabase } from './prepare';
import { removeServerRecord, writeServerRecord } from './ops/server-record';
import { startOpsSocket } from './ops/socket';

async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = !config.databaseUrl;
  // Before the database opens: nothing this process writes is for other local users (see secureDataDir).
  if (embedded) secureDataDir(config.dataDir);
  else process.umask(OWNER_ONLY_UMASK);
  const lock = embedded ? lockDataDir(config.dataDir) : null;
  if (lock && 'heldBy' in lock) {
    console.error(
      `Another process (pid ${lock.heldBy}) is using ${config.dataDir}; the embedded database admits one. Stop it or set DATA_DIR.`,
    );
    process.exit(1);
  }
  const { db, kind } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const prepared = await prepareDatabase(db, new Date(), kind, config.migrateOnStart);
  if (embedded) restrictDataDir(config.dataDir);
  const app = await buildApp({ config, db });
  app.log.info({ database: kind, migrations: prepared.migrations, seeded: prepared.seeded }, 'database ready');
  if (prepared.pending.length > 0) {
    app.log.warn(
      { pending: prepared.pending },
      'the database schema is older than this code (MIGRATE_ON_START=0): run `npm run migrate`; calls that need the missing migrations will fail until then',
    );
  }

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  let opsSocket: Server | null = null;
  if (embedded) {
    try {
      opsSocket = await startOpsSocket(config.dataDir, app.ctx, app.log);
    } catch (err) {
      app.log.warn({ err }, 'ops socket unavailable; `npm run ops` cannot reach this server');
    }
    writeServerRecord(config.dataDir, {
      pid: process.pid,
      port,
      socket: opsSocket ? 'ops.sock' : null,
      startedAt: new Date().toISOString(),
      processStart: processStartTime(process.pid),
    });
  }
  app.log.info(
    config.smsProvider === 'none'
      ? `portal ready on http://localhost:${port} — with no SMS provider, login codes appear in this log as "verification code for <phone>: <code>"`
      : `portal ready on http://localhost:${port} — login codes are sent by SMS (${config.smsProvider})`,
  );

  // SIGTERM, SIGINT (and the other terminating signals), an uncaught exception and an unhandled rejection all
  // end the same way: stop accepting, finish in-flight requests, close the database, release DATA_DIR. A second
  // signal or error, or a shutdown longer than the grace period, exits at once (code 1).
  closeWithGrace({ delay: config.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
    // At once, before anything else: the load balancer's next probe of /readyz already sends traffic elsewhere.
    app.startDraining();
    if (err) app.log.error({ err }, 'uncaught error: shutting down');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      opsSocket?.close();
      await app.close();
      await db.destroy();
    } finally {
      if (embedded) removeServerRecord(config.dataDir);
      if (lock && 'release' in lock) lock.release();
    }
    app.log.info('stopped');
  });
}

main().catch((err: unknown) => {
  console.error('server failed to start:', err);
  process.exit(1);
});
