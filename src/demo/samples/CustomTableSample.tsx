import {
  Body,
  Caption,
  Cell,
  Head,
  HeaderCell,
  ResizeHandle,
  Row,
  Table,
  useColumnSizing,
  type SizableColumn,
} from 'paginated-table';
import { useMemo } from 'react';

interface Moon {
  id: string;
  name: string;
  planet: string;
  radius: number;
}

const moons: Moon[] = Array.from({ length: 60 }, (_, index) => ({
  id: String(index + 1),
  name: `Moon ${index + 1}`,
  planet: ['Jupiter', 'Saturn', 'Uranus', 'Neptune'][index % 4] ?? '',
  radius: 100 + ((index * 37) % 2500),
}));

const columns: (SizableColumn & { id: keyof Moon })[] = [
  { id: 'name', header: 'Moon', pin: 'start' },
  { id: 'planet', header: 'Planet' },
  { id: 'radius', header: 'Radius (km)' },
];

// One line per cell: in the grid layout every body row has the same exact height.
const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

export default function App() {
  const rows = useMemo(() => moons, []);
  const sizing = useColumnSizing({ columns, dataVersion: rows, layout: 'grid', rowSize: '40px' });
  return (
    // The grid layout needs the table's parent to be its scroll container.
    <div style={{ blockSize: 300, overflow: 'auto' }} role="region" aria-label="Moons" tabIndex={0}>
      <Table {...sizing.getTableProps({ rowCount: rows.length })}>
        <Caption>Moons</Caption>
        <Head>
          <Row aria-rowindex={1}>
            {columns.map((column) => (
              <HeaderCell key={column.id} {...sizing.getHeaderCellProps(column.id)}>
                <span {...sizing.getHeaderLabelProps(column.id)}>{column.header}</span>
                <ResizeHandle {...sizing.getResizeHandleProps(column.id)} />
              </HeaderCell>
            ))}
          </Row>
        </Head>
        {sizing.getRowGroups(rows.length).map((group) => (
          <Body key={group.start} {...sizing.getRowGroupProps(group)}>
            {rows.slice(group.start, group.end).map((moon, offset) => (
              <Row key={moon.id} {...sizing.getRowProps(group.start + offset)}>
                {columns.map((column) => {
                  const cell = sizing.getCellProps(column.id);
                  return (
                    <Cell key={column.id} {...cell} style={{ ...oneLine, ...cell.style }}>
                      {moon[column.id]}
                    </Cell>
                  );
                })}
              </Row>
            ))}
          </Body>
        ))}
      </Table>
    </div>
  );
}
