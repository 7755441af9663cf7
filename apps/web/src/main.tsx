import 'primeicons/primeicons.css';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const container = root;

/**
 * The start, in tasks of its own (issue 28 §6: Total Blocking Time on slow phones): the entry's evaluation,
 * then the router built (every route ranked), then its first navigation (the address matched, the first
 * screen's chunk and data asked for; decision 113), then the first render — a transition, which React renders
 * in slices of a few milliseconds, letting the browser answer in between. One task for all of them was the
 * longest of a first visit.
 */
const nextTask = (step: () => void) => setTimeout(step, 0);

nextTask(() => {
  const { router, start } = createAppRouter();
  nextTask(() => {
    start();
    nextTask(() => {
      startTransition(() => {
        createRoot(container).render(
          <StrictMode>
            <AppProvider>
              <RouterProvider router={router} />
            </AppProvider>
          </StrictMode>,
        );
      });
    });
  });
});
