import { checkWebhookUrl, isForbiddenAddress } from '../../../src/modules/webhooks';

// The addresses a webhook may never reach, and some it may.
describe('webhook address guard', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.100.100.200',
    '224.0.0.251',
    '239.255.255.250',
    '255.255.255.255',
    '192.0.2.10',
    '198.18.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.1.1.1',
    '::ffff:169.254.169.254',
    '::7f00:1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    'not-an-address',
    // IPv4-translated (RFC 2765) and every other IPv4-in-IPv6 form, whatever the IPv4 address inside.
    '::ffff:0:7f00:1',
    '::ffff:0:a00:1',
    '::ffff:0:808:808',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '64:ff9b:1::a00:1',
    '2002:808:808::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '::808:808',
    // Outside global unicast (2000::/3).
    '100::1',
    '4000::1',
    'e000::1',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2001:4860:4860::8888', '2400:3200::1'])('allows %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it('refuses a URL whose host is an IPv4-translated loopback', async () => {
    const lookup = () => Promise.reject(new Error('no DNS in tests'));
    await expect(checkWebhookUrl('https://[::ffff:0:7f00:1]/', { allowPrivate: false, lookup })).rejects.toThrow(/不能指向本机/);
  });
});
