import { PaginatedTable, type Column, type ColumnWidths } from 'paginated-table';

interface City {
  id: string;
  name: string;
  country: string;
  population: number;
}

const cities: City[] = [
  { id: 'tokyo', name: 'Tokyo', country: 'Japan', population: 37194000 },
  { id: 'lagos', name: 'Lagos', country: 'Nigeria', population: 15946000 },
  { id: 'lima', name: 'Lima', country: 'Peru', population: 11204000 },
  { id: 'oslo', name: 'Oslo', country: 'Norway', population: 1088000 },
];

const columns: Column<City>[] = [
  { id: 'name', header: 'City', variant: 'pinned' },
  { id: 'country', header: 'Country' },
  { id: 'population', header: 'Population', align: 'number', variant: 'all-content' },
];

const key = 'cities:column-widths';

// #region storage
function savedWidths(): ColumnWidths | undefined {
  try {
    const saved = window.localStorage.getItem(key);
    return saved === null ? undefined : (JSON.parse(saved) as ColumnWidths);
  } catch {
    return undefined; // storage blocked, or not JSON: start from measured widths
  }
}

function saveWidths(widths: ColumnWidths) {
  window.localStorage.setItem(key, JSON.stringify(widths));
}
// #endregion

// Drag a column edge, then reload: the widths you chose come back.
export default function App() {
  return (
    <PaginatedTable
      caption="Cities"
      columns={columns}
      rows={cities}
      pagination={{ totalCount: cities.length, pageSize: cities.length }}
      defaultColumnWidths={savedWidths()}
      onColumnWidthsChange={saveWidths}
      height={200}
    />
  );
}
