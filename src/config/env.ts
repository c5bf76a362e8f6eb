import { API_BASE_PATH, CMS_BASE_PATH } from '@contract/http.meta';

/** Deployment environments of spec §3; production is the default. */
export const APP_ENVS = ['development', 'alpha', 'alpha2', 'alpha3', 'alpha4', 'beta', 'pre', 'production', 'Hro', 'TxHro'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export interface EnvAddresses {
  /** Supplier gateway origin; '' means the page's own origin. */
  gateway: string;
  /** Notice socket origin (ws:// or wss://); '' means the page's own origin. */
  socket: string;
  /** Single sign-on. */
  sso: string;
  /** Content service (articles, ads, friendly links). */
  content: string;
}

const internal = (name: string): EnvAddresses => ({
  gateway: `https://gateway-${name}.jy-turing.internal`,
  socket: `wss://socket-${name}.jy-turing.internal`,
  sso: `https://sso-${name}.jy-turing.internal`,
  content: `https://cms-${name}.jy-turing.internal`,
});

export const ADDRESSES: Record<AppEnv, EnvAddresses> = {
  // Development runs behind the Vite proxy (which proxies WebSockets too), so gateway and socket are the dev server itself.
  development: { gateway: '', socket: '', sso: '', content: '' },
  alpha: internal('alpha'),
  alpha2: internal('alpha2'),
  alpha3: internal('alpha3'),
  alpha4: internal('alpha4'),
  // The beta build is served by our own gateway too (`npm start` on the beta host): its own origin unless
  // VITE_GATEWAY_URL says otherwise, like production.
  beta: { ...internal('beta'), gateway: '', socket: '' },
  pre: internal('pre'),
  // The production build is served by our own gateway (`npm start`), so it calls its own origin unless
  // VITE_GATEWAY_URL says otherwise. A fixed host here would make the locally served build call a host
  // it cannot reach.
  production: { gateway: '', socket: '', sso: '', content: '' },
  Hro: internal('hro'),
  TxHro: internal('txhro'),
};

/** Object storage (uploaded files, images): production has its own bucket, every other environment shares the test one. */
export const OSS_DOMAINS = {
  production: 'https://oss.jy-turing.internal',
  test: 'https://oss-test.jy-turing.internal',
} as const;

const isAppEnv = (value: unknown): value is AppEnv => typeof value === 'string' && (APP_ENVS as readonly string[]).includes(value);

/** VITE_APP_ENV (from the .env file of the Vite mode) wins, then the mode itself, then production. */
export function resolveAppEnv(vars: Partial<Record<string, unknown>>): AppEnv {
  if (isAppEnv(vars.VITE_APP_ENV)) return vars.VITE_APP_ENV;
  if (isAppEnv(vars.MODE)) return vars.MODE;
  return 'production';
}

function readEnv(vars: Partial<Record<string, unknown>>) {
  const appEnv = resolveAppEnv(vars);
  const base = ADDRESSES[appEnv];
  const str = (key: string) => (typeof vars[key] === 'string' ? (vars[key] as string).trim() : '');
  const gateway = (str('VITE_GATEWAY_URL') || base.gateway).replace(/\/+$/, '');
  return {
    appEnv,
    isProduction: appEnv === 'production',
    addresses: { ...base, gateway },
    /** Base of the supplier API: gateway + /api/jy-turing-suppliers. */
    apiBase: `${gateway}${API_BASE_PATH}`,
    /** Base of the content service: gateway + /cms. */
    cmsBase: `${gateway}${CMS_BASE_PATH}`,
    ossDomain: appEnv === 'production' ? OSS_DOMAINS.production : OSS_DOMAINS.test,
  };
}

export type Env = ReturnType<typeof readEnv>;
export const env: Env = readEnv(import.meta.env);
export { readEnv };

/** The client's identity towards error reporting (spec §1: PC web client 2.0.0). */
export const CLIENT = { name: 'pc-web', version: '2.0.0', release: 'pc-web@2.0.0' } as const;
