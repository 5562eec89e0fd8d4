import baseStyled, { type CreateStyled } from '@emotion/styled';
import type { Theme } from './theme.js';
import { lightTheme } from './theme.js';

/** Whether `value` has every token `model` has, of the same kind (a length may be either). */
function hasShapeOf(model: unknown, value: unknown): boolean {
  if (Array.isArray(model)) return Array.isArray(value) && value.length >= model.length;
  if (typeof model === 'object' && model !== null) {
    if (typeof value !== 'object' || value === null) return false;
    const given = value as Record<string, unknown>;
    return Object.entries(model).every(([key, token]) => hasShapeOf(token, given[key]));
  }
  return typeof value === 'string' || typeof value === 'number';
}

const shapes = new WeakMap<object, boolean>();

/**
 * True when `theme` carries every token of this package's themes. An app without a
 * `ThemeProvider` hands Emotion's default `{}`; an app with a theme of its own may hand anything
 * else, some of it alike (its own `colors`, `space` and `font`): anything short of every token is
 * another library's, and the table paints with its light theme rather than read a token that is
 * not there. Checked once per theme object.
 */
export function isTableTheme(theme: unknown): theme is Theme {
  if (typeof theme !== 'object' || theme === null) return false;
  let shaped = shapes.get(theme);
  if (shaped === undefined) {
    shaped = hasShapeOf(lightTheme, theme);
    shapes.set(theme, shaped);
  }
  return shaped;
}

/**
 * Where `TableThemeProvider` puts the table's theme inside Emotion's theme, beside the app's own
 * keys (a registered symbol, so two copies of the package agree on it).
 */
export const TABLE_THEME = Symbol.for('paginated-table.theme');

/** What `TableThemeProvider` puts there: its theme, and the `colors` Emotion's theme had then. */
export interface TableThemeEntry {
  theme: Theme;
  colorsBelow: unknown;
}

/**
 * The theme to paint with: the nearer of a `TableThemeProvider`'s and an Emotion provider's with
 * one of our themes, else the light theme. Emotion merges a provider's theme into the one above
 * it, so `TableThemeProvider`'s entry reaches below an inner `ThemeProvider`: the entry gives way
 * when the theme's `colors` are no longer the ones it was given over, and are ours.
 */
export function resolveTheme(theme: unknown): Theme {
  if (typeof theme === 'object' && theme !== null) {
    const entry = (theme as { [TABLE_THEME]?: TableThemeEntry })[TABLE_THEME];
    // A `TableThemeProvider` given anything but one of our themes (a JavaScript caller's
    // `undefined`, a story's argument not yet set) is as if it were not there.
    if (entry && isTableTheme(entry.theme)) {
      const nearer = isTableTheme(theme) && theme.colors !== entry.colorsBelow;
      if (!nearer) return entry.theme;
    }
  }
  return isTableTheme(theme) ? theme : lightTheme;
}

type Style = unknown;
type Factory = (...styles: Style[]) => unknown;

// Emotion calls a function style with the props and the context theme (`{}` with no
// provider). Each function style gets the resolved theme instead, so no styled part can
// read `theme.colors` of an empty object. Props pass through untouched when the context's
// theme is the table's own.
function themed(style: Style): Style {
  if (Array.isArray(style)) return style.map(themed);
  if (typeof style !== 'function') return style;
  const render = style as (props: { theme?: unknown }) => Style;
  return (props: { theme?: unknown }) => {
    const theme = resolveTheme(props.theme);
    return render(theme === props.theme ? props : { ...props, theme });
  };
}

function themedFactory(factory: Factory): Factory {
  return (...args) => {
    const [first, ...rest] = args;
    // A tagged template passes its strings array first: keep it as is (Emotion reads `.raw`).
    const isTemplate = Array.isArray(first) && 'raw' in first;
    return isTemplate ? factory(first, ...rest.map(themed)) : factory(...args.map(themed));
  };
}

/**
 * Emotion's `styled`, with one difference: styles see the light theme when no
 * `ThemeProvider` (or one with another library's tokens) is above. Every styled part of the
 * package is made with it, so nothing needs a provider to render. A lint rule keeps
 * `@emotion/styled` out of the package's own files.
 */
export const styled: CreateStyled = new Proxy(baseStyled, {
  apply: (target, thisArg, args: unknown[]) =>
    themedFactory(Reflect.apply(target, thisArg, args) as Factory),
  get: (target, key, receiver) => {
    const value: unknown = Reflect.get(target, key, receiver);
    // `styled.div` and friends are ready-made factories.
    return typeof value === 'function' ? themedFactory(value as Factory) : value;
  },
});
