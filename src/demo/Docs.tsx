import { styled } from '../theme/styled.js';
import { useId, type ReactNode } from 'react';
import { useDemoText } from './messages.js';
import BasicSample from './samples/BasicSample.js';
import basicSource from './samples/BasicSample.tsx?raw';
import ThemedSample from './samples/ThemedSample.js';
import themedSource from './samples/ThemedSample.tsx?raw';
import VariantsSample from './samples/VariantsSample.js';
import variantsSource from './samples/VariantsSample.tsx?raw';

/** The demo's headings' size: the page's and the samples'. The table itself has no heading. */
export const HEADING_SIZE = '1.5rem';

const Section = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[4],
  '& h2': { margin: 0, fontSize: HEADING_SIZE },
  '& h3': { margin: 0, fontSize: theme.font.size.lg },
  '& pre': {
    margin: 0,
    padding: theme.space[4],
    overflow: 'auto',
    fontFamily: theme.font.mono,
    fontSize: theme.font.size.sm,
    backgroundColor: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  },
}));

function Sample({
  title,
  source,
  children,
}: {
  title: string;
  source: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
      {/* Focusable so keyboard users can scroll it; a named region, since `pre` cannot be named. */}
      <pre tabIndex={0} role="region" aria-label={`${title}: source`}>
        <code>{source}</code>
      </pre>
    </Section>
  );
}

/**
 * Usage samples: each is a complete file (imports, providers, the component) that renders
 * live above its own source, so what a user copies is what runs.
 */
export function Docs() {
  const t = useDemoText();
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{t('demo.docsHeading')}</h2>
      <Sample title={t('demo.docsBasic')} source={basicSource}>
        <BasicSample />
      </Sample>
      <Sample title={t('demo.docsVariants')} source={variantsSource}>
        <VariantsSample />
      </Sample>
      <Sample title={t('demo.docsThemed')} source={themedSource}>
        <ThemedSample />
      </Sample>
    </Section>
  );
}
