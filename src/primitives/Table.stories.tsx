import type { StoryDefault } from '@ladle/react';
import { Body, Caption, Cell, Head, HeaderCell, Row, Table } from './Table.js';
import { Text } from './Text.js';

export default { title: 'Primitives / Table' } satisfies StoryDefault;

const rows = [
  {
    name: 'Ada Lovelace',
    active: 'Yes',
    balance: 1234.5,
    joined: '2024-01-07',
    seen: '2026-11-20 09:14',
  },
  {
    name: 'Grace Hopper',
    active: 'No',
    balance: 87,
    joined: '2023-12-24',
    seen: '2026-11-21 17:02',
  },
];

/** Every alignment kind a cell can carry: numbers and dates end-aligned with tabular figures. */
export const Alignment = () => (
  <Table>
    <Caption>Alignment kinds</Caption>
    <Head>
      <Row>
        <HeaderCell>Name</HeaderCell>
        <HeaderCell align="boolean">Active</HeaderCell>
        <HeaderCell align="number">Balance</HeaderCell>
        <HeaderCell align="date">Joined</HeaderCell>
        <HeaderCell align="dateTime">Last seen</HeaderCell>
        <HeaderCell align="actions">Actions</HeaderCell>
      </Row>
    </Head>
    <Body>
      {rows.map((row) => (
        <Row key={row.name}>
          <Cell>
            <Text variant="strong">{row.name}</Text>
          </Cell>
          <Cell align="boolean">{row.active}</Cell>
          <Cell align="number">{row.balance.toFixed(2)}</Cell>
          <Cell align="date">{row.joined}</Cell>
          <Cell align="dateTime">{row.seen}</Cell>
          <Cell align="actions">…</Cell>
        </Row>
      ))}
    </Body>
  </Table>
);
