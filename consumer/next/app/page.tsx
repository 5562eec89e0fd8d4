// A server component: no 'use client'. The docs' first sample renders here as it stands (check:
// consumer copies src/demo/samples/BasicSample.tsx next to this file): its props are plain data,
// so the table needs no wrapper. The catalogues are plain values a server component can read
// too. PageColours, a client component, styles the page with Emotion's <Global>.
import { en } from 'paginated-table';
import BasicSample from './BasicSample';
import { PageColours } from './PageColours';

export default function Home() {
  return (
    <main>
      <PageColours />
      <h1>Planets</h1>
      <p>The table says “{en['table.loadMore']}” when there is more.</p>
      <BasicSample />
    </main>
  );
}
