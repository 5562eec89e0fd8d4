// A bare grid-layout table for the row-group scheduler's own tests: plain elements, the sizing
// stylesheet, and a `GroupTracks` on `window` for the test to drive.
import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { GroupTracks } from './groupTracks.js';
import { rowGroups } from './rowGroups.js';
import {
  GROUP_ROWS_VAR,
  LAYOUT_ATTRIBUTE,
  ROW_SIZE_VAR,
  useSizingStylesheet,
} from './sizingStyles.js';

declare global {
  interface Window {
    /** The scheduler of `GroupTracksTable`'s table. */
    groupTracks?: GroupTracks;
  }
}

/** 200 rows of 40 px (10 groups of 20) in a scroll area `area` px high. */
export function GroupTracksTable({ area }: { area: number }) {
  useSizingStylesheet();
  const table = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    if (!table.current) return;
    const tracks = new GroupTracks(table.current);
    window.groupTracks = tracks;
    return () => {
      tracks.dispose();
      delete window.groupTracks;
    };
  }, []);
  const tableStyle = {
    [ROW_SIZE_VAR]: '40px',
    gridTemplateColumns: '80px 80px 80px',
    inlineSize: 'max-content',
  } as CSSProperties;
  return (
    <div role="region" aria-label="Bare" style={{ overflow: 'auto', blockSize: area }}>
      <table ref={table} {...{ [LAYOUT_ATTRIBUTE]: 'grid' }} style={tableStyle}>
        <thead>
          <tr>
            <th>A</th>
            <th>B</th>
            <th>C</th>
          </tr>
        </thead>
        {rowGroups(200).map(({ start, end }) => (
          <tbody key={start} style={{ [GROUP_ROWS_VAR]: end - start } as CSSProperties}>
            {Array.from({ length: end - start }, (_, offset) => (
              <tr key={start + offset}>
                <td>a{start + offset}</td>
                <td>b{start + offset}</td>
                <td>c{start + offset}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
