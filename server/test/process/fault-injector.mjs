// Preloaded into the real server by server-process.test.ts only: on SIGWINCH (which the server ignores) it
// throws an uncaught exception, or with FAULT=rejection leaves a promise rejection unhandled — the two faults
// that must shut the server down like SIGTERM.
process.on('SIGWINCH', () => {
  if (process.env.FAULT === 'rejection') void Promise.reject(new Error('injected unhandled rejection'));
  else
    setImmediate(() => {
      throw new Error('injected uncaught exception');
    });
});
