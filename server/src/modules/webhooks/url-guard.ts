import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not go (SSRF): loopback, private, link-local (cloud metadata at 169.254.169.254 and
 * fd00:ec2::254 included), CGNAT (100.100.100.200 too), multicast, documentation, benchmarking and reserved ranges.
 * IPv6 is allowed only inside global unicast (2000::/3), so every IPv4-mapped (`::ffff:10.0.0.1`), -translated
 * (`::ffff:0:7f00:1`) and -compatible form, and NAT64, fall outside it; inside it, the ranges that embed an IPv4
 * address (6to4, Teredo) are refused whole.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo …)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 wraps any IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6 && !globalUnicast.check(address, 'ipv6')) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type Lookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export class UnsafeUrlError extends Error {}

export interface CheckedUrl {
  url: URL;
  /** The address the delivery connects to: the one that was checked (no second DNS answer can move it). */
  address: string | null;
  family: 4 | 6 | null;
}

/** The URL's form alone: absolute, http(s), no credentials. Throws UnsafeUrlError with the reason in Chinese. */
export function parseWebhookUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError('回调地址格式不正确，请填写完整的 https:// 地址');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) throw new UnsafeUrlError('回调地址必须使用 https://');
  if (!url.hostname) throw new UnsafeUrlError('回调地址格式不正确，请填写完整的 https:// 地址');
  if (url.username || url.password) throw new UnsafeUrlError('回调地址不能包含用户名或密码');
  return url;
}

/**
 * The URL and the address to connect to, when every address its host resolves to is public. With
 * `allowPrivate` (local development and tests) nothing is resolved here and http is accepted too.
 */
export async function checkWebhookUrl(raw: string, options: { allowPrivate: boolean; lookup: Lookup }): Promise<CheckedUrl> {
  const url = parseWebhookUrl(raw, options.allowPrivate);
  if (options.allowPrivate) return { url, address: null, family: null };
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await options.lookup(host);
    } catch {
      throw new UnsafeUrlError(`无法解析回调地址的域名 ${host}`);
    }
  }
  if (addresses.length === 0) throw new UnsafeUrlError(`无法解析回调地址的域名 ${host}`);
  const bad = addresses.find((a) => isForbiddenAddress(a.address));
  if (bad) throw new UnsafeUrlError(`回调地址不能指向本机、内网、保留或云平台元数据地址（${host} 解析为 ${bad.address}）`);
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
