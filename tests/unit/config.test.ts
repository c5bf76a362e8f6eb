import { ADDRESSES, APP_ENVS, OSS_DOMAINS, readEnv, resolveAppEnv } from '@/config/env';
import { channelQuery, href, paths, withQuery } from '@/config/paths';
import { resolveRouterBase } from '@/config/router-base';
import { menuKeyFor } from '@/components/layouts/menu-keys';

describe('environments', () => {
  it('has gateway, socket, SSO and content addresses for every environment', () => {
    expect(APP_ENVS).toEqual(['development', 'alpha', 'alpha2', 'alpha3', 'alpha4', 'beta', 'pre', 'production', 'Hro', 'TxHro']);
    for (const name of APP_ENVS) expect(Object.keys(ADDRESSES[name]).sort()).toEqual(['content', 'gateway', 'socket', 'sso']);
  });

  it('defaults to production, and follows VITE_APP_ENV, then the Vite mode', () => {
    expect(resolveAppEnv({})).toBe('production');
    expect(resolveAppEnv({ MODE: 'test' })).toBe('production');
    expect(resolveAppEnv({ MODE: 'alpha3' })).toBe('alpha3');
    expect(resolveAppEnv({ MODE: 'production', VITE_APP_ENV: 'beta' })).toBe('beta');
  });

  it('builds the API bases from the gateway; production and beta call their own origin unless VITE_GATEWAY_URL is set', () => {
    expect(readEnv({ VITE_APP_ENV: 'production' })).toMatchObject({
      apiBase: '/api/jy-turing-suppliers',
      cmsBase: '/cms',
      isProduction: true,
    });
    expect(readEnv({ VITE_APP_ENV: 'production', VITE_GATEWAY_URL: 'https://gw.example.internal/' }).apiBase).toBe(
      'https://gw.example.internal/api/jy-turing-suppliers',
    );
    // Beta is served by our own gateway: its page origin, for the API, the content service and the notice socket.
    expect(readEnv({ VITE_APP_ENV: 'beta' })).toMatchObject({ apiBase: '/api/jy-turing-suppliers', cmsBase: '/cms', isProduction: false });
    expect(readEnv({ VITE_APP_ENV: 'beta' }).addresses).toMatchObject({ gateway: '', socket: '' });
    expect(readEnv({ VITE_APP_ENV: 'beta', VITE_GATEWAY_URL: ' https://gw-beta.example.internal// ' })).toMatchObject({
      apiBase: 'https://gw-beta.example.internal/api/jy-turing-suppliers',
      cmsBase: 'https://gw-beta.example.internal/cms',
    });
    // The environments nobody serves from here keep their own hosts.
    expect(readEnv({ VITE_APP_ENV: 'pre' }).apiBase).toBe(`${ADDRESSES.pre.gateway}/api/jy-turing-suppliers`);
  });

  it('uses the production object storage only in production', () => {
    expect(readEnv({ VITE_APP_ENV: 'production' }).ossDomain).toBe(OSS_DOMAINS.production);
    expect(readEnv({ VITE_APP_ENV: 'pre' }).ossDomain).toBe(OSS_DOMAINS.test);
  });
});

describe('paths', () => {
  it('builds typed hrefs, optional parameters included, keeping sid and sourcecode', () => {
    expect(href('candidateList', { taskId: 't1', orderId: 'o1' })).toBe('/workbench/order/candidateList/t1/o1');
    expect(href('candidateList', { taskId: 't1', orderId: 'o1', status: '2' })).toBe('/workbench/order/candidateList/t1/o1/2');
    expect(href('accountToBeCredited', {})).toBe('/accountToBeCredited');
    expect(href('login', undefined, '?sid=S&x=1&sourcecode=C')).toBe('/login?sid=S&sourcecode=C');
    expect(paths.workDetail).toBe('/findJob/workDetail/:taskId');
  });

  it('keeps only the channel parameters', () => {
    expect(channelQuery('?a=1&sourcecode=C&sid=S')).toBe('sid=S&sourcecode=C');
    expect(withQuery('/x?a=1', 'b=2')).toBe('/x?a=1&b=2');
    expect(withQuery('/x', '')).toBe('/x');
  });

  it('maps / and /workbench to the homepage menu key', () => {
    expect(menuKeyFor('/')).toBe('home');
    expect(menuKeyFor('/workbench')).toBe('home');
    expect(menuKeyFor('/workbench/order/candidateList/1/2')).toBe('home');
    expect(menuKeyFor('/findJob/workDetail/1')).toBe('findJob');
    expect(menuKeyFor('/helpCenter')).toBe('helpCenter');
    expect(menuKeyFor('/login')).toBeUndefined();
  });
});

describe('router base', () => {
  afterEach(() => {
    delete window.__ROUTER_BASE__;
    document.head.querySelector('meta[name="router-base"]')?.remove();
  });

  it('defaults to /', () => expect(resolveRouterBase()).toBe('/'));

  it('follows <meta name="router-base">, and window.__ROUTER_BASE__ over it', () => {
    const meta = document.createElement('meta');
    meta.name = 'router-base';
    meta.content = '/portal/';
    document.head.append(meta);
    expect(resolveRouterBase()).toBe('/portal');
    window.__ROUTER_BASE__ = 'supplier';
    expect(resolveRouterBase()).toBe('/supplier');
  });
});
