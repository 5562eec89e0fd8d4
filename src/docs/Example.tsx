import { styled } from '../theme/styled.js';
import type { ReactNode } from 'react';

const Frame = styled.figure(({ theme }) => ({
  margin: 0,
  marginBlock: theme.space[4],
  padding: theme.space[4],
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  '& > figcaption': {
    marginBlockEnd: theme.space[3],
    fontSize: theme.font.size.sm,
    color: theme.colors.textSecondary,
  },
}));

/**
 * A docs page's live example: the sample file rendered as it stands. The file's source follows
 * it on the page, so what a reader copies is what runs here.
 */
export function Example({ file, children }: { file: string; children: ReactNode }) {
  return (
    <Frame>
      <figcaption>
        Live: <code>{file}</code>, whole, as below
      </figcaption>
      {children}
    </Frame>
  );
}
