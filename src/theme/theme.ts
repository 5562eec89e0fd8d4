/**
 * Design tokens for the table and its primitives. Components read them from Emotion's
 * theme, so a consumer swaps a palette by passing another `Theme` to `ThemeProvider` (or, in an
 * app with an Emotion theme of its own, to `TableThemeProvider`).
 */
export interface ThemeColors {
  /** Page and table background. */
  canvas: string;
  /** Background of header cells and sticky surfaces that must stay opaque. */
  surface: string;
  /** Background of a hovered row (opaque, so sticky cells hide what scrolls under them). */
  rowHover: string;
  /** Body text. */
  text: string;
  /** Quieter text, such as the results line (still AA contrast on `canvas`). */
  textSecondary: string;
  /**
   * Every 1 px hairline: between rows, under the header, around the table's area, of buttons and
   * of the row menu, and on a pinned column's edge.
   */
  border: string;
  /** Resize grips and hovered borders: 3:1 against `surface` (WCAG 1.4.11). */
  borderStrong: string;
  /** Links, the primary button and the active resize grip. */
  accent: string;
  /** Text on an `accent` background. */
  accentText: string;
  /** The outline of a focused control. */
  focusRing: string;
  /** Background of an `info` banner. */
  infoBg: string;
  /** Border of an `info` banner. */
  infoBorder: string;
  /** Text of an `info` banner. */
  infoText: string;
  /** Background of an `alert` banner. */
  alertBg: string;
  /** Border of an `alert` banner. */
  alertBorder: string;
  /** Text of an `alert` banner. */
  alertText: string;
  /** Background of the row-actions menu. */
  menuBg: string;
}

/** The table's design tokens: colours, type, spacing, radii, shadows and layers. */
export interface Theme {
  /**
   * Which of the two palettes this is; a theme of your own picks the closer one. It is the
   * table's `color-scheme`, which its scroll bars follow.
   */
  name: 'light' | 'dark';
  /** The palette. */
  colors: ThemeColors;
  /**
   * Spacing scale in pixels, seven steps from 0: `[0, 4, 8, 12, 16, 24, 32]` in both themes.
   * Smaller steps make a denser table (cells are padded with `space[2]` above and below and
   * `space[3]` at their sides; a header with a resize handle keeps at least 12 px at its end, 17
   * when it has a sort control, so its text stays clear of the grip).
   */
  space: readonly [0, number, number, number, number, number, number];
  /** Corner radii: `sm` for links, `md` for banners, buttons and menus, `pill` for grips. */
  radii: { sm: string; md: string; pill: string };
  /** Type: families, sizes, the strong weight and line height. */
  font: {
    family: string;
    mono: string;
    size: { sm: string; md: string; lg: string };
    /** `strong`: headers, the caption, buttons and strong `Text`; the rest inherits its weight. */
    weight: { strong: number };
    lineHeight: number;
    /** Digits of equal width so columns of numbers line up. */
    numeric: 'tabular-nums';
  };
  /** Shadows of sticky edges and the menu. */
  shadows: {
    /** Colour of the edge shadow a sticky column casts while content scrolls under it. */
    edge: string;
    menu: string;
  };
  /** Stacking layers, lowest first. */
  zIndex: {
    pinnedCell: number;
    header: number;
    pinnedHeader: number;
    loading: number;
    overlay: number;
  };
}

const shared = {
  space: [0, 4, 8, 12, 16, 24, 32] as const,
  radii: { sm: '4px', md: '8px', pill: '999px' },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    size: { sm: '0.8125rem', md: '0.875rem', lg: '1rem' },
    weight: { strong: 600 },
    lineHeight: 1.45,
    numeric: 'tabular-nums' as const,
  },
  zIndex: { pinnedCell: 1, header: 2, pinnedHeader: 3, loading: 4, overlay: 1000 },
};

/** The light theme, and the default when no `ThemeProvider` is above. */
export const lightTheme: Theme = {
  ...shared,
  name: 'light',
  colors: {
    canvas: '#ffffff',
    surface: '#f6f8fa',
    rowHover: '#eef2f6',
    text: '#1f2328',
    textSecondary: '#59636e',
    border: '#d1d9e0',
    borderStrong: '#818b98',
    accent: '#0956c7',
    accentText: '#ffffff',
    focusRing: '#0969da',
    infoBg: '#ddf4ff',
    infoBorder: '#54aeff',
    infoText: '#0a3069',
    alertBg: '#ffebe9',
    alertBorder: '#ff8182',
    alertText: '#82071e',
    menuBg: '#ffffff',
  },
  shadows: {
    edge: 'rgba(31, 35, 40, 0.3)',
    menu: '0 8px 24px rgba(66, 74, 83, 0.2)',
  },
};

/** The dark theme. */
export const darkTheme: Theme = {
  ...shared,
  name: 'dark',
  colors: {
    canvas: '#0d1117',
    surface: '#161b22',
    rowHover: '#1c232c',
    text: '#e6edf3',
    textSecondary: '#9198a1',
    border: '#3d444d',
    borderStrong: '#656c76',
    accent: '#4493f8',
    accentText: '#0d1117',
    focusRing: '#4493f8',
    infoBg: '#0c2d6b',
    infoBorder: '#1f6feb',
    infoText: '#cae8ff',
    alertBg: '#42111a',
    alertBorder: '#da3633',
    alertText: '#ffdcd7',
    menuBg: '#161b22',
  },
  shadows: {
    edge: 'rgba(0, 0, 0, 0.75)',
    menu: '0 8px 24px rgba(1, 4, 9, 0.85)',
  },
};

/** Both themes by name, e.g. to follow a light/dark toggle. */
export const themes = { light: lightTheme, dark: darkTheme } as const;
