import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ServerPage, variantOf } from './ServerPage';

const root = document.getElementById('root');
if (!root) throw new Error('ssr.html has no #root');
hydrateRoot(
  root,
  <StrictMode>
    <ServerPage variant={variantOf(window.location.pathname)} />
  </StrictMode>,
);
