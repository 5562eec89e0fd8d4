import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './App';
// Written by `npm run check:consumer` from the README's marked samples, verbatim.
import { Customers } from './readme/Customers';
import { createOrdersRouter } from './router';

// One build, three apps, by the URL's first segment: the docs samples at /, the README's
// URL-pagination sample (History API) at /history, and a React Router data router under /router.
function pick(pathname: string): ReactNode {
  if (pathname === '/history') return <Customers />;
  if (pathname === '/router' || pathname.startsWith('/router/'))
    return <RouterProvider router={createOrdersRouter()} />;
  return <App />;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(<StrictMode>{pick(window.location.pathname)}</StrictMode>);
