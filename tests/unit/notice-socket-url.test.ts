import { noticeSocketUrl, reconnectDelay } from '@/features/notifications/socket-url';

describe('the notice socket address', () => {
  it('is the page’s origin with ws/wss by protocol when the environment names none', () => {
    expect(noticeSocketUrl('', { protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/api/jy-turing-suppliers/ws');
    expect(noticeSocketUrl('', { protocol: 'https:', host: 'portal.example' })).toBe('wss://portal.example/api/jy-turing-suppliers/ws');
  });

  it('is the environment’s socket origin when there is one', () => {
    expect(noticeSocketUrl('wss://socket-beta.jy-turing.internal/', { protocol: 'https:', host: 'x' })).toBe(
      'wss://socket-beta.jy-turing.internal/api/jy-turing-suppliers/ws',
    );
  });
});

describe('reconnect backoff', () => {
  it('doubles from 1 s to at most 30 s, with up to 20 % jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((a) => reconnectDelay(a, () => 0))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(reconnectDelay(0, () => 1)).toBe(1200);
  });
});
