'use client';

import { css, type Theme } from '@emotion/react';
import { styled } from '../theme/styled.js';
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useLocale } from '../i18n/LocaleProvider.js';
import { Button } from '../primitives/Button.js';
import { focusRing } from '../primitives/styles.js';
import { useWarnOnce } from '../shared/warnOnce.js';

/** One entry of a row's actions menu: a button that runs code, or a link to another page. */
export type RowAction =
  | {
      /** Visible text and accessible name of the item. */
      label: string;
      /** Runs when the item is chosen; the menu then closes and focus returns to the trigger. */
      onSelect: () => void;
    }
  | {
      /** Visible text and accessible name of the item. */
      label: string;
      /**
       * Opens in a new tab, with `rel="noopener noreferrer"`. A `javascript:`, `vbscript:` or
       * `data:` URL (say, from untrusted row data) is never linked: the item shows disabled
       * and a warning names the fix.
       */
      href: string;
    };

/** Props of `RowActions`. */
export interface RowActionsProps {
  /** Names the row; the trigger is labelled "Trigger {name}". */
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
  border: theme.borders.hairline,
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
      '&:hover, &:focus': { backgroundColor: theme.colors.rowHover },
      '&[aria-disabled="true"]': { color: theme.colors.textSecondary, cursor: 'not-allowed' },
    },
    focusRing(theme),
  );

const ItemButton = styled.button(itemStyles);
const ItemLink = styled.a(itemStyles);

const KebabIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
    <path
      fill="currentColor"
      d="M8 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM1.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm13 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z"
    />
  </svg>
);

const unsafeSchemes = new Set(['javascript:', 'vbscript:', 'data:']);
// A path, query or fragment, or an http(s) URL, as written: nothing a browser could read as
// another scheme. A table checks an href per row, so only the rest pay for a URL parse.
const plainlySafe = /^(?:[/?#]|https?:\/\/)/i;

/** Whether `href` is safe to link: parsed as the browser would (it strips tabs, newlines and
 * leading spaces from a scheme), so `java\tscript:` counts as `javascript:`. */
export function isSafeHref(href: string): boolean {
  if (plainlySafe.test(href)) return true;
  try {
    return !unsafeSchemes.has(new URL(href, 'https://relative.invalid/').protocol);
  } catch {
    return false;
  }
}

/** The next item after `from` (wrapping) whose label starts with `key`, as APG's type-ahead. */
export function typeaheadIndex(labels: readonly string[], from: number, key: string): number {
  const wanted = key.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step++) {
    const index = (from + step) % labels.length;
    if (labels[index]?.trim().toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return from;
}

/** Shows the menu in the top layer, where no scroll area, sticky cell or z-index can clip it. */
function showInTopLayer(element: HTMLElement | null) {
  // Browsers without the Popover API (Firefox < 125, Safari < 17) keep a fixed-position menu.
  if (element && 'showPopover' in element && !element.matches(':popover-open')) {
    element.showPopover();
  }
}

type OpenFrom = 'first' | 'last';

interface RowActionsMenuProps {
  id: string;
  triggerId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Which item takes focus when the menu opens. */
  from: OpenFrom;
  items: readonly RowAction[];
  close: (returnFocus: boolean) => void;
}

/**
 * The open menu. It exists only while open, so a table of thousands of rows mounts no
 * positioning state, effect or observer per row: only the trigger.
 */
function RowActionsMenu({ id, triggerId, triggerRef, from, items, close }: RowActionsMenuProps) {
  const [menu, setMenu] = useState<HTMLDivElement | null>(null);
  const { refs, floatingStyles } = useFloating({
    elements: { floating: menu },
    open: true,
    placement: 'bottom-end',
    strategy: 'fixed',
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { setReference } = refs;
  useLayoutEffect(() => {
    setReference(triggerRef.current);
  }, [setReference, triggerRef]);

  const menuItems = () =>
    Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // Focus moves into the menu once it is mounted; a press outside closes it.
  useEffect(() => {
    if (!menu) return;
    const entries = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    (from === 'first' ? entries[0] : entries.at(-1))?.focus();
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node;
      if (menu.contains(target) || triggerRef.current?.contains(target)) return;
      close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
    // `close` is a new function each render and only sets state: the menu element is the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [from, menu, triggerRef]);

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
        close(true);
        break;
      case 'Tab':
        // APG: Tab closes the menu and moves on in the Tab order, which runs trigger → menu.
        // Shift+Tab lands on the trigger itself; Tab continues from it to the next stop.
        close(true);
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
        focusAt(typeaheadIndex(labels, index, event.key));
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
      popover="manual"
      id={id}
      role="menu"
      aria-labelledby={triggerId}
      style={floatingStyles}
      onKeyDown={onMenuKeyDown}
    >
      {items.map((item) =>
        'href' in item && !isSafeHref(item.href) ? (
          <ItemLink key={item.label} role="menuitem" tabIndex={-1} aria-disabled="true">
            {item.label}
          </ItemLink>
        ) : 'href' in item ? (
          <ItemLink
            key={item.label}
            role="menuitem"
            tabIndex={-1}
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => {
              close(true);
            }}
          >
            {item.label}
          </ItemLink>
        ) : (
          <ItemButton
            key={item.label}
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              close(true);
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

/**
 * A row's actions as a WAI-ARIA APG menu button. The menu renders right after its trigger, so
 * it stays in the page's structure (the table's region, the reading and Tab order), and opens
 * as a popover in the top layer, beside the trigger (Floating UI), clipped by nothing.
 */
export function RowActions({ name, items }: RowActionsProps) {
  const { t } = useLocale();
  const menuId = useId();
  const triggerId = useId();
  const [open, setOpen] = useState<false | OpenFrom>(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useWarnOnce(
    items
      .filter((item) => 'href' in item && !isSafeHref(item.href))
      .map(
        ({ label }) =>
          `RowActions: the item "${label}" has an unsafe href, so it is shown disabled. Pass an http(s), mailto: or relative URL.`,
      ),
  );

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen('last');
    }
  };

  return (
    <>
      <Button
        ref={triggerRef}
        id={triggerId}
        variant="invisible"
        aria-label={t('table.rowTrigger', { name })}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open === false ? undefined : menuId}
        onClick={() => {
          setOpen((current) => (current === false ? 'first' : false));
        }}
        onKeyDown={onTriggerKeyDown}
      >
        <KebabIcon />
      </Button>
      {open !== false && (
        <RowActionsMenu
          id={menuId}
          triggerId={triggerId}
          triggerRef={triggerRef}
          from={open}
          items={items}
          close={close}
        />
      )}
    </>
  );
}
