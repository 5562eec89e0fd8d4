// React Router's server entry, with Emotion's styles in <head>. Without one, Emotion writes a
// <style> element beside each component it styles: the page looks right, but inside the table
// those elements are where HTML allows none (the W3C Nu HTML checker finds a dozen). Here
// Emotion collects them in a cache of its own instead, and they go into <head>, once the whole
// page has rendered: this response is sent whole rather than streamed.
import { PassThrough } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return new Promise<Response>((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.setEncoding('utf8');
    sink.on('data', (chunk: string) => {
      html += chunk;
    });
    sink.on('end', () => {
      const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
      headers.set('Content-Type', 'text/html');
      resolve(new Response(html.replace('</head>', `${styles}</head>`), { status, headers }));
    });
    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <ServerRouter context={context} url={request.url} />
      </CacheProvider>,
      {
        onAllReady() {
          pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
