// A TypeScript consumer of the built package. `npm run check:dist` type-checks it with Node's
// own module resolution, which finds `paginated-table` through the package's `exports` map.
import { createElement } from 'react';
import { Banner, lightTheme, PaginatedTable, type Column } from 'paginated-table';

interface Planet {
  id: string;
  name: string;
}

const columns: Column<Planet>[] = [{ id: 'name', header: 'Planet', variant: 'pinned' }];

export const table = createElement(PaginatedTable<Planet>, {
  caption: 'Planets',
  columns,
  rows: [{ id: 'earth', name: 'Earth' }],
  pagination: { nextCursor: 0, totalCount: 1, pageSize: 1 },
  banner: createElement(Banner, { variant: 'info' }, 'Hello'),
});

export const text: string = lightTheme.colors.text;
