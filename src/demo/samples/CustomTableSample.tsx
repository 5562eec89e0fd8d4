import {
  Body,
  Caption,
  Cell,
  Head,
  HeaderCell,
  ResizeHandle,
  Row,
  Table,
  TableContainer,
  useColumnSizing,
  type SizableColumn,
} from 'paginated-table';
import { useMemo } from 'react';

interface Star {
  id: string;
  name: string;
  constellation: string;
  distance: number;
}

const stars: Star[] = Array.from({ length: 60 }, (_, index) => ({
  id: String(index + 1),
  name: `Star ${index + 1}`,
  constellation: ['Orion', 'Lyra', 'Cygnus', 'Aquila'][index % 4] ?? '',
  distance: 10 + ((index * 37) % 900),
}));

const columns: (SizableColumn & { id: keyof Star })[] = [
  { id: 'name', header: 'Star', pin: 'start' },
  { id: 'constellation', header: 'Constellation' },
  { id: 'distance', header: 'Light years' },
];

// One line per cell: in the grid layout every body row has the same exact height.
const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
// A narrowed header cuts its text the same way, short of the next header. `HeaderCell` keeps it
// on one line on screen and lets it wrap between words on paper.
const headerLabel = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: 'inline-block',
  maxInlineSize: '100%',
  verticalAlign: 'top',
} as const;

export default function App() {
  const rows = useMemo(() => stars, []);
  const sizing = useColumnSizing({ columns, dataVersion: rows, layout: 'grid', rowSize: '40px' });
  return (
    // The grid layout needs the table's parent to be its scroll container.
    <TableContainer height={300} role="region" aria-label="Stars" tabIndex={0}>
      <Table {...sizing.getTableProps({ rowCount: rows.length })}>
        <Caption>Stars</Caption>
        <Head>
          <Row aria-rowindex={1}>
            {columns.map((column) => (
              <HeaderCell key={column.id} {...sizing.getHeaderCellProps(column.id)}>
                <span {...sizing.getHeaderLabelProps(column.id)} style={headerLabel}>
                  {column.header}
                </span>
                <ResizeHandle {...sizing.getResizeHandleProps(column.id)} />
              </HeaderCell>
            ))}
          </Row>
        </Head>
        {sizing.getRowGroups(rows.length).map((group) => (
          <Body key={group.start} {...sizing.getRowGroupProps(group)}>
            {rows.slice(group.start, group.end).map((star, offset) => (
              <Row key={star.id} {...sizing.getRowProps(group.start + offset)}>
                {columns.map((column) => {
                  const cell = sizing.getCellProps(column.id);
                  return (
                    <Cell key={column.id} {...cell} style={{ ...oneLine, ...cell.style }}>
                      {star[column.id]}
                    </Cell>
                  );
                })}
              </Row>
            ))}
          </Body>
        ))}
      </Table>
    </TableContainer>
  );
}
