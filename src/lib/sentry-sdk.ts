// Named imports, so the bundler keeps only what error reporting uses (a namespace import keeps the whole SDK).
export { browserTracingIntegration, captureException, flush, init, linkedErrorsIntegration } from '@sentry/react';
