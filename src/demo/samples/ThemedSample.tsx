import { ThemeProvider } from '@emotion/react';
import {
  LocaleProvider,
  PaginatedTable,
  darkTheme,
  type Column,
  type Messages,
} from 'paginated-table';

// Your own catalogue: a missing key fails to compile here, a dropped {placeholder} where it is
// passed to LocaleProvider.
const fr = {
  'table.loadMore': 'Charger plus',
  'table.fallback': 'Aucun livre',
  'table.results': '{shown} sur {total}',
  'table.loading': 'Chargement',
  'table.rowTrigger': 'Menu de {name}',
  'table.resize': 'Redimensionner {header}',
  'table.resizeValue': '{width} pixels',
  'table.sortedAscending': 'Trié par {header}, croissant',
  'table.sortedDescending': 'Trié par {header}, décroissant',
  'table.unsorted': 'Non trié',
  'banner.info': 'Information',
  'banner.alert': 'Alerte',
} as const satisfies Messages;

interface Book {
  id: string;
  title: string;
  author: string;
  pages: number;
}

const books: Book[] = [
  { id: 'b1', title: 'Les Misérables', author: 'Victor Hugo', pages: 1488 },
  { id: 'b2', title: 'Le Petit Prince', author: 'Antoine de Saint-Exupéry', pages: 96 },
];

const columns: Column<Book>[] = [
  { id: 'title', header: 'Titre', variant: 'pinned' },
  { id: 'author', header: 'Auteur' },
  { id: 'pages', header: 'Pages', align: 'number', variant: 'all-content' },
];

// The table paints its own surface: a dark table reads well on a light page too.
export default function App() {
  return (
    <ThemeProvider theme={darkTheme}>
      <LocaleProvider locale="fr" messages={fr}>
        <PaginatedTable
          caption="Livres"
          columns={columns}
          rows={books}
          pagination={{ totalCount: 12500, pageSize: books.length }}
          loadMore={{ href: '#livres' }}
          height={180}
        />
      </LocaleProvider>
    </ThemeProvider>
  );
}
