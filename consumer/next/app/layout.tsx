import type { ReactNode } from 'react';
import { EmotionRegistry } from './EmotionRegistry';

export const metadata = { title: 'paginated-table in Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <EmotionRegistry>{children}</EmotionRegistry>
      </body>
    </html>
  );
}
