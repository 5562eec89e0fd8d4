import { PaginatedTable, type Column } from 'paginated-table';

interface Planet {
  id: string;
  name: string;
  moons: number;
  discovered: string;
}

const planets: Planet[] = [
  { id: 'mercury', name: 'Mercury', moons: 0, discovered: 'Antiquity' },
  { id: 'jupiter', name: 'Jupiter', moons: 95, discovered: 'Antiquity' },
  { id: 'uranus', name: 'Uranus', moons: 28, discovered: '1781-03-13' },
];

const columns: Column<Planet>[] = [
  { id: 'name', header: 'Planet' },
  { id: 'moons', header: 'Moons', align: 'number', variant: 'all-content' },
  { id: 'discovered', header: 'Discovered', align: 'date', variant: 'all-content' },
];

// No provider needed: the light theme and English are the defaults.
export default function App() {
  return (
    <PaginatedTable
      caption="Planets"
      columns={columns}
      rows={planets}
      pagination={{ totalCount: planets.length, pageSize: planets.length }}
      height={220}
    />
  );
}
