import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter, data } from 'react-router-dom';
import { RouteError } from '@/app/route-error';
import { readEnv } from '@/config/env';
import { initSentry } from '@/lib/sentry';

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  flush: vi.fn(() => Promise.resolve(true)),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  linkedErrorsIntegration: vi.fn(() => ({ name: 'LinkedErrors' })),
}));
vi.mock('@/lib/sentry-sdk', () => sdk);

function Broken(): never {
  throw new TypeError('screen broke');
}

describe('the route error boundary', () => {
  beforeAll(async () => {
    expect(
      await initSentry(readEnv({ VITE_APP_ENV: 'production' }), { dsn: 'https://k@errors.example.internal/1', environment: 'test' }),
    ).toBe(true);
  });
  beforeEach(() => {
    sdk.captureException.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('reports the error a screen threw to Sentry, and offers a way out', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeInTheDocument();
    await waitFor(() => expect(sdk.captureException).toHaveBeenCalledTimes(1));
    expect(sdk.captureException.mock.calls[0][0]).toMatchObject({ name: 'TypeError', message: 'screen broke' });
  });

  it('does not report a 404 answer, which is the address and not a fault of the page', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw data(null, { status: 404 });
        },
        element: <p>never</p>,
        errorElement: <RouteError />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    expect(sdk.captureException).not.toHaveBeenCalled();
  });
});
