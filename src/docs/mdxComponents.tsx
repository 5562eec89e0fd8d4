import { styled } from '../theme/styled.js';
import { slug } from 'github-slugger';
import { Children, isValidElement, type ComponentProps, type JSX, type ReactNode } from 'react';

/** The text of a heading's children, for its id. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return Children.toArray(node).map(textOf).join('');
}

// Only what Markdown makes is styled here (the mapping below): the live examples inside a page
// keep the package's own styles.

/** The page: our theme's type and colours, at a readable width. */
const Article = styled.article(({ theme }) => ({
  maxInlineSize: '60rem',
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  paddingInline: theme.space[4],
  color: theme.colors.text,
  fontFamily: theme.font.family,
  fontSize: theme.font.size.lg,
  lineHeight: 1.6,
}));

const InlineCode = styled.code(({ theme }) => ({
  fontFamily: theme.font.mono,
  fontSize: '0.875em',
  backgroundColor: theme.colors.surface,
  borderRadius: theme.radii.sm,
  padding: '0.1em 0.3em',
  'pre > &': { padding: 0, backgroundColor: 'transparent', fontSize: 'inherit' },
}));

// Code wraps rather than scrolls: nothing to reach by keyboard, nothing cut off.
const Pre = styled.pre(({ theme }) => ({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: theme.space[4],
  backgroundColor: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  fontSize: theme.font.size.sm,
  lineHeight: 1.5,
}));

// A wide table wraps its cells rather than widening the page: a page that scrolls sideways
// would be a scroll area with nothing in it to focus (axe: scrollable-region-focusable).
const DocsTable = styled.table(({ theme }) => ({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  marginBlock: theme.space[4],
  fontSize: theme.font.size.md,
  overflowWrap: 'anywhere',
}));

const HeadCell = styled.th(({ theme }) => ({
  border: `1px solid ${theme.colors.border}`,
  paddingBlock: theme.space[1],
  paddingInline: theme.space[2],
  textAlign: 'start',
  verticalAlign: 'top',
  backgroundColor: theme.colors.surface,
}));

const DataCell = styled.td(({ theme }) => ({
  border: `1px solid ${theme.colors.border}`,
  paddingBlock: theme.space[1],
  paddingInline: theme.space[2],
  verticalAlign: 'top',
}));

const Anchor = styled.a(({ theme }) => ({ color: theme.colors.accent }));

const Image = styled.img(({ theme }) => ({
  maxInlineSize: '100%',
  blockSize: 'auto',
  border: `1px solid ${theme.colors.border}`,
}));

// Ladle marks every element of a page with its `ladle-markdown` class, whose styles (Arial,
// bordered code) are not ours: the mapping drops it, and a fence's `language-*` with it.
type Props<T extends keyof JSX.IntrinsicElements> = ComponentProps<T> & { className?: string };

function withoutClass<T extends { className?: string }>(props: T): Omit<T, 'className'> {
  const rest = { ...props };
  delete rest.className;
  return rest;
}

function heading(Tag: 'h1' | 'h2' | 'h3') {
  return function Heading(props: Props<'h2'>) {
    return <Tag id={slug(textOf(props.children))} {...withoutClass(props)} />;
  };
}

function plain(Tag: 'p' | 'ul' | 'ol' | 'li' | 'blockquote' | 'strong' | 'em' | 'hr') {
  return function Plain({ children }: { children?: ReactNode }) {
    return <Tag>{children}</Tag>;
  };
}

/**
 * How the docs pages (`src/docs/*.stories.mdx`) render Markdown: in an article of our theme,
 * with GitHub's heading ids, so a link to `page.md#a-heading` lands on the same heading here.
 * Code is plain: the samples are short, and no highlighter's colours need checking.
 */
export const mdxComponents = {
  // Focusable: Ladle's <main> scrolls the page, and a page without a link would leave the
  // keyboard nothing to scroll it with (axe: scrollable-region-focusable).
  wrapper: ({ children }: { children?: ReactNode }) => <Article tabIndex={0}>{children}</Article>,
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  p: plain('p'),
  ul: plain('ul'),
  ol: plain('ol'),
  li: plain('li'),
  blockquote: plain('blockquote'),
  strong: plain('strong'),
  em: plain('em'),
  hr: plain('hr'),
  code: (props: Props<'code'>) => <InlineCode {...withoutClass(props)} />,
  pre: (props: Props<'pre'>) => <Pre {...withoutClass(props)} />,
  table: (props: Props<'table'>) => <DocsTable {...withoutClass(props)} />,
  th: (props: Props<'th'>) => <HeadCell {...withoutClass(props)} />,
  td: (props: Props<'td'>) => <DataCell {...withoutClass(props)} />,
  a: (props: Props<'a'>) => <Anchor {...withoutClass(props)} />,
  img: (props: Props<'img'>) => <Image {...withoutClass(props)} />,
};
