import type { Rate } from '@daigou/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import type { Toast, ToastMessage } from 'primereact/toast';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RatesProvider } from '../components/price/rates-context';
import { overlayHostsMounted } from '../lib/overlay-hosts';
import { createQueryClient } from '../lib/query-client';
import { registerToastHost } from '../lib/toast';

export const TEST_RATES: Rate = { WechatRate: 0.0482, AliRate: 0.0485 };

/**
 * Renders a component as the app does: a fresh query client (the app's, without retries), a router at
 * `path`, the shell's rates and the confirmation dialog host. Toasts are collected in `toasts`.
 */
export function renderWithApp(ui: ReactNode, { path = '/', rates = TEST_RATES }: { path?: string; rates?: Rate } = {}) {
  const queryClient = createQueryClient({ retry: 0 });
  const toasts: ToastMessage[] = [];
  registerToastHost({ show: (m: ToastMessage | ToastMessage[]) => toasts.push(...[m].flat()) } as unknown as Toast);
  // The test's own dialog host below stands for the shell's overlays.
  overlayHostsMounted({ confirmDialog });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <RatesProvider rate={rates}>
            {ui}
            <ConfirmDialog />
          </RatesProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router, toasts };
}
