'use client';

import { ClassNames, css, type Theme } from '@emotion/react';
import { styled } from '../theme/styled.js';
import { autoUpdate, flip, hide, offset, shift, useFloating } from '@floating-ui/react-dom';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocale } from '../i18n/LocaleProvider.js';
import { buttonStylesFor } from '../primitives/Button.js';
import { canHover, focusRing, hairline } from '../primitives/styles.js';
import { useWarnOnce } from '../shared/warnOnce.js';
import { resolveTheme } from '../theme/styled.js';
import { isSafeHref, typeaheadIndex } from './rowActionsModel.js';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';
import { focusInPlace } from './useInert.js';
import { useLatest } from './useLatest.js';

/** What every item of a row's actions menu has. */
interface RowActionBase {
  /** Visible text and accessible name of the item. */
  label: string;
  /**
   * Shown but not available (a refund already made, say): the item stays in the menu and in
   * its arrow-key order, announced as unavailable (`aria-disabled`, as WAI-ARIA APG menus do),
   * and choosing it does nothing (a link is no link).
   * @default false
   */
  disabled?: boolean | undefined;
}

/** One entry of a row's actions menu: a button that runs code, or a link to another page. */
export type RowAction =
  | (RowActionBase & {
      /** Runs when the item is chosen; the menu then closes and focus returns to the trigger. */
      onSelect: () => void;
    })
  | (RowActionBase & {
      /**
       * Opens in a new tab, with `rel="noopener noreferrer"`. A `javascript:`, `vbscript:` or
       * `data:` URL (say, from untrusted row data) is never linked: the item shows disabled
       * and a warning names the fix.
       */
      href: string;
    });

/** Props of `RowActions`. */
export interface RowActionsProps {
  /** Names the row; the trigger is labelled "Actions for {name}" (the locale's `table.rowTrigger`). */
  name: string;
  /** The menu's items, in order. */
  items: readonly RowAction[];
}

const Menu = styled.div(({ theme }) => ({
  // Undo the UA's popover box (centred, inset 0); Floating UI sets top and left.
  margin: 0,
  inset: 'auto',
  padding: 0,
  overflow: 'visible',
  // Only matters where the Popover API is missing and the menu stays in the page's layers.
  zIndex: theme.zIndex.overlay,
  minInlineSize: '12rem',
  paddingBlock: theme.space[1],
  backgroundColor: theme.colors.menuBg,
  color: theme.colors.text,
  border: hairline(theme),
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.menu,
  fontFamily: theme.font.family,
  fontSize: theme.font.size.md,
}));

const itemStyles = ({ theme }: { theme: Theme }) =>
  css(
    {
      display: 'block',
      boxSizing: 'border-box',
      inlineSize: '100%',
      paddingBlock: theme.space[2],
      paddingInline: theme.space[3],
      border: 0,
      background: 'none',
      color: 'inherit',
      font: 'inherit',
      textAlign: 'start',
      textDecoration: 'none',
      cursor: 'pointer',
      '&:focus': { backgroundColor: theme.colors.rowHover },
      [canHover]: { '&:hover': { backgroundColor: theme.colors.rowHover } },
      // Unavailable: quieter text, and no highlight under the pointer (focus still shows it).
      '&[aria-disabled="true"]': { color: theme.colors.textSecondary, cursor: 'not-allowed' },
      '&[aria-disabled="true"]:hover:not(:focus)': { backgroundColor: 'transparent' },
      // Forced colours paint every item's text alike: an unavailable one takes their GrayText.
      '@media (forced-colors: active)': { '&[aria-disabled="true"]': { color: 'GrayText' } },
    },
    focusRing(theme),
    // An item spans the menu: its ring is drawn inside it, not past the menu's edge.
    { '&:focus-visible': { outlineOffset: '-2px' } },
  );

const ItemButton = styled.button(itemStyles);
const ItemLink = styled.a(itemStyles);

// The trigger's three dots, drawn by CSS: one dot and its two shadows, in the text colour.
// Markup in every row (an inline SVG, parsed once per row) was a third of a long table's mount;
// this is none. The same 16 px box and 3 px dots as the icon it replaces.
const triggerIconStyles = css({
  '&::before': {
    content: '""',
    flex: 'none',
    inlineSize: 3,
    blockSize: 3,
    marginInline: 6.5,
    borderRadius: '50%',
    backgroundColor: 'currentColor',
    // The outer dots' offset from a variable: an RTL style plugin (stylis-plugin-rtl, as MUI's
    // RTL setup has) mirrors the offsets it can read, and put both outer dots on one side.
    '--pt-dot-gap': '6.5px',
    boxShadow: 'calc(-1 * var(--pt-dot-gap)) 0 0 currentColor, var(--pt-dot-gap) 0 0 currentColor',
    // The dots keep the button's colour in forced colours (which would drop the shadows and
    // repaint the background) and on paper (where backgrounds are left out).
    forcedColorAdjust: 'none',
    printColorAdjust: 'exact',
  },
});

/**
 * Where the Popover API is missing (Firefox < 125, Safari < 17), the menu is an ordinary
 * fixed-position element and carries no `popover` attribute: jsdom, in an app's unit tests, has
 * no API but hides any element that carries one. A menu renders only after a press, in the
 * browser.
 */
const hasPopoverApi = () => typeof HTMLElement.prototype.showPopover === 'function';

/** Shows the menu in the top layer, where no scroll area, sticky cell or z-index can clip it. */
function showInTopLayer(element: HTMLElement | null) {
  if (element && hasPopoverApi() && !element.matches(':popover-open')) element.showPopover();
}

type OpenFrom = 'first' | 'last';

/**
 * The click that ends a press which closed a menu does nothing else, as a modal menu's (MUI's,
 * Radix's) backdrop takes it: a tap beside an open menu, to close it, must not follow a link,
 * load more or open the row under it. The press itself still lands (focus, a drag, a scroll).
 * A key or another press that comes first clears it: that press gave no click (a scroll bar's,
 * a drag's).
 */
function swallowItsClick() {
  const swallow = (event: globalThis.MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    done();
  };
  const done = () => {
    window.removeEventListener('click', swallow, true);
    window.removeEventListener('pointerdown', done, true);
    window.removeEventListener('keydown', done, true);
  };
  // Past the window in this press's own dispatch: the next press and key clear it, not this one.
  window.addEventListener('click', swallow, true);
  window.addEventListener('pointerdown', done, true);
  window.addEventListener('keydown', done, true);
}

interface RowActionsMenuProps {
  id: string;
  triggerId: string;
  trigger: HTMLButtonElement;
  /** Which item takes focus when the menu opens. */
  from: OpenFrom;
  items: readonly RowAction[];
  /** `trigger`: focus goes back to it; `in place`: too, without scrolling it into view. */
  close: (focus: 'none' | 'trigger' | 'in place') => void;
}

/**
 * The open menu. It exists only while open, so a table of thousands of rows mounts no
 * positioning state, effect or observer per row: only the trigger.
 */
function RowActionsMenu({ id, triggerId, trigger, from, items, close }: RowActionsMenuProps) {
  const { locale } = useLocale();
  const [menu, setMenu] = useState<HTMLDivElement | null>(null);
  // Read as the menu opens: the sticky head the trigger may scroll under.
  const [headHeight] = useState(() => trigger.closest('table')?.tHead?.offsetHeight ?? 0);
  const { refs, floatingStyles, middlewareData } = useFloating({
    elements: { floating: menu },
    open: true,
    placement: 'bottom-end',
    strategy: 'fixed',
    // Hidden once its trigger is out of the area, or wholly under the table's sticky head.
    middleware: [offset(4), flip(), shift({ padding: 8 }), hide({ padding: { top: headHeight } })],
    whileElementsMounted: autoUpdate,
  });
  const { setReference } = refs;
  useBrowserLayoutEffect(() => {
    setReference(trigger);
  }, [setReference, trigger]);
  // Its row scrolled out of view (a scroll by script, find-in-page, a screen reader): the menu
  // would float over the sticky head or the page, tied to nothing. It closes before that
  // frame paints, and focus waits on the trigger where the area now leaves it.
  // Not where nothing is laid out (jsdom or happy-dom, in an app's unit tests): every box there
  // is empty, none at all (jsdom) or of no size (happy-dom).
  const triggerHidden =
    middlewareData.hide?.referenceHidden === true &&
    Array.from(trigger.getClientRects()).some((box) => box.width > 0 || box.height > 0);
  const latestClose = useLatest(close);
  useBrowserLayoutEffect(() => {
    if (triggerHidden) latestClose.current('in place');
  }, [triggerHidden, latestClose]);

  const menuItems = () =>
    Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // Focus moves into the menu once it is mounted; a press outside closes it.
  useEffect(() => {
    if (!menu) return;
    const entries = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    (from === 'first' ? entries[0] : entries.at(-1))?.focus();
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node;
      if (menu.contains(target) || trigger.contains(target)) return;
      close('none');
      swallowItsClick();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
    // `close` is a new function each render and only sets state: the menu element is the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [from, menu, trigger]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = menuItems();
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => entries[(next + entries.length) % entries.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(entries.length - 1);
        break;
      case 'Escape':
        close('trigger');
        break;
      case 'Tab':
        // APG: Tab closes the menu and moves on in the Tab order, which runs trigger → menu.
        // Shift+Tab lands on the trigger itself; Tab continues from it to the next stop.
        close('trigger');
        if (event.shiftKey) break;
        return;
      case ' ': {
        // A link has no Space activation of its own; APG menu items all take it.
        const item = entries[index];
        if (item instanceof HTMLAnchorElement) item.click();
        else return;
        break;
      }
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const labels = entries.map((entry) => entry.textContent);
        focusAt(typeaheadIndex(labels, index, event.key, locale));
      }
    }
    // A key the menu used is not also a page shortcut (e.g. a single-letter hotkey), and
    // Escape closes only the menu, not a dialog around it.
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <Menu
      ref={(element) => {
        showInTopLayer(element);
        setMenu(element);
      }}
      popover={hasPopoverApi() ? 'manual' : undefined}
      id={id}
      role="menu"
      aria-labelledby={triggerId}
      style={floatingStyles}
      onKeyDown={onMenuKeyDown}
    >
      {/* Keyed by place: an item relabelled while the menu is open (a locale switch, a status
          the server changed) stays the element that has focus. */}
      {items.map((item, place) =>
        item.disabled === true || ('href' in item && !isSafeHref(item.href)) ? (
          <ItemLink key={place} role="menuitem" tabIndex={-1} aria-disabled="true">
            {item.label}
          </ItemLink>
        ) : 'href' in item ? (
          <ItemLink
            key={place}
            role="menuitem"
            tabIndex={-1}
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => {
              close('trigger');
            }}
          >
            {item.label}
          </ItemLink>
        ) : (
          <ItemButton
            key={place}
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              close('trigger');
              item.onSelect();
            }}
          >
            {item.label}
          </ItemButton>
        ),
      )}
    </Menu>
  );
}

type TriggerEvent = MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>;

/** What the triggers of a table share, made once for the table rather than once per row. */
interface TriggerScope {
  /** The `Button` styles as one class name. */
  className: string;
  /** The trigger's accessible name for a row's `name`. */
  label: (name: string) => string;
}

const TriggerScopeContext = createContext<TriggerScope | null>(null);

/** The key that opens the menu from a focused trigger, and on which item. */
function openingKey(key: string): OpenFrom | undefined {
  if (key === 'ArrowDown' || key === 'Enter' || key === ' ') return 'first';
  if (key === 'ArrowUp') return 'last';
  return undefined;
}

// A value that keeps its identity until the theme or the locale changes: a new one re-renders
// every trigger of the table.
function ScopeValue({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useLocale();
  const scope = useMemo(
    () => ({ className, label: (name: string) => t('table.rowTrigger', { name }) }),
    [className, t],
  );
  return <TriggerScopeContext.Provider value={scope}>{children}</TriggerScopeContext.Provider>;
}

/**
 * Gives the `RowActions` inside it one shared class name and label function, so that a row's
 * trigger is a plain `<button>` with no styles or locale of its own. `PaginatedTable` wraps its
 * body in one; a `RowActions` outside any brings its own.
 */
export function RowActionsScope({ children }: { children: ReactNode }) {
  return (
    <ClassNames>
      {(emotion) => (
        <ScopeValue
          className={emotion.css(buttonStylesFor(resolveTheme(emotion.theme)), triggerIconStyles)}
        >
          {children}
        </ScopeValue>
      )}
    </ClassNames>
  );
}

/** Warns once per item whose href is unsafe; rendered only for a row that has one. */
function UnsafeHrefWarnings({ labels }: { labels: readonly string[] }) {
  useWarnOnce(
    labels.map(
      (label) =>
        `RowActions: the item "${label}" has an unsafe href, so it is shown disabled. Pass an http(s), mailto: or relative URL.`,
    ),
  );
  return null;
}

/** A row's open menu: its trigger, where focus goes first, and the ids that tie the two. */
interface OpenMenu {
  trigger: HTMLButtonElement;
  from: OpenFrom;
  triggerId: string;
  menuId: string;
}

// Ids for the open menu only, made when it opens: a row holds no id while its menu is closed.
let menus = 0;

/**
 * A row's actions as a WAI-ARIA APG menu button. The menu renders right after its trigger, so
 * it stays in the page's structure (the table's region, the reading and Tab order), and opens
 * as a popover in the top layer, beside the trigger (Floating UI), clipped by nothing.
 */
export function RowActions({ name, items }: RowActionsProps) {
  // A table holds one per row, so each is a `<button>`, one handler and one state: the
  // trigger's styles and its label belong to the `RowActionsScope` around the body.
  const scope = useContext(TriggerScopeContext);
  const [open, setOpen] = useState<OpenMenu | null>(null);
  if (!scope) {
    return (
      <RowActionsScope>
        <RowActions name={name} items={items} />
      </RowActionsScope>
    );
  }
  const onTrigger = (event: TriggerEvent) => {
    const keyboard = 'key' in event;
    const from = keyboard ? openingKey(event.key) : 'first';
    if (!from) return;
    // Enter and Space would also click the trigger, which would toggle the menu shut again.
    if (keyboard) event.preventDefault();
    const trigger = event.currentTarget;
    menus += 1;
    const ids = { triggerId: `pt-trigger-${menus}`, menuId: `pt-menu-${menus}` };
    // A click on the open menu's trigger closes it; a key opens it (again, from `from`).
    setOpen((current) => (current && !keyboard ? null : { ...(current ?? ids), trigger, from }));
  };
  const unsafe = items.filter((item) => 'href' in item && !isSafeHref(item.href));
  return (
    <>
      <button
        type="button"
        id={open?.triggerId}
        className={scope.className}
        data-variant="invisible"
        aria-label={scope.label(name)}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open?.menuId}
        onClick={onTrigger}
        onKeyDown={onTrigger}
      />
      {open && (
        <RowActionsMenu
          id={open.menuId}
          triggerId={open.triggerId}
          trigger={open.trigger}
          from={open.from}
          items={items}
          close={(focus) => {
            setOpen(null);
            if (focus === 'trigger') open.trigger.focus();
            else if (focus === 'in place') focusInPlace(open.trigger);
          }}
        />
      )}
      {unsafe.length > 0 && <UnsafeHrefWarnings labels={unsafe.map(({ label }) => label)} />}
    </>
  );
}
