import { createMemoryAdapter } from 'paginated-table';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerPage, variantOf } from './ServerPage';

// Emotion needs no setup here: it writes each component's <style> into the HTML ahead of it,
// and moves them into <head> in the browser before React hydrates.
export function render(search: string, path = '/ssr'): string {
  return renderToString(
    <StrictMode>
      <ServerPage adapter={createMemoryAdapter(search)} variant={variantOf(path)} />
    </StrictMode>,
  );
}
