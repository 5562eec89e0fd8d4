import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './App';
// Copied by `npm run check:consumer` from the docs' samples (src/demo/samples/), verbatim.
import { Customers } from './readme/Customers';
import { SystemTheme } from './readme/SystemTheme';
import { createOrdersRouter, DeclarativeOrders } from './router';

// One build, five apps, by the URL's first segment: the docs samples at /, the README's
// URL-pagination sample (History API) at /history, the same under the README's system theme at
// /system-theme, and React Router as a data router under /router and as a <BrowserRouter>
// under /declarative. (The build's other pages have entries of their own: see vite.config.ts.)
function pick(pathname: string): ReactNode {
  if (pathname === '/history') return <Customers />;
  if (pathname === '/system-theme')
    return (
      <SystemTheme>
        <Customers />
      </SystemTheme>
    );
  if (pathname === '/router' || pathname.startsWith('/router/'))
    return <RouterProvider router={createOrdersRouter()} />;
  if (pathname === '/declarative' || pathname.startsWith('/declarative/'))
    return <DeclarativeOrders />;
  return <App />;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(<StrictMode>{pick(window.location.pathname)}</StrictMode>);
