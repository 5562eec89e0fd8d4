// The docs pages, in the playground's order, and their story ids: shared by the docs
// generator (scripts/docs.mjs) and the playground's config (.ladle/config.mjs).
import { readFileSync } from 'node:fs';

/** `[{ file, title }]`: `docs/<file>` becomes the playground page `Docs / <title>`. */
export const pages = JSON.parse(
  readFileSync(new URL('../docs/pages.json', import.meta.url), 'utf8'),
);

/** The Ladle story id of a page titled `title` (`<Meta title="Docs/<title>" />`). */
export const storyId = (title) => `docs--${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
