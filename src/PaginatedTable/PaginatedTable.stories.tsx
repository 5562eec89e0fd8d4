import type { StoryDefault } from '@ladle/react';
import { DemoPage } from '../demo/DemoPage.js';

export default { title: 'Paginated table' } satisfies StoryDefault;

/**
 * The demo page: two customer tables paged together, then usage samples. Try `&nextCursor=20`
 * in the URL, or follow Load more.
 */
export const Demo = () => <DemoPage />;
