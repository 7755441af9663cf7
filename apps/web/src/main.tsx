import 'primeicons/primeicons.css';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { router } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// The first render as a transition: React renders it in slices of a few milliseconds and lets the browser
// answer in between, instead of one long task (issue 28 §6: Total Blocking Time on slow phones).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
