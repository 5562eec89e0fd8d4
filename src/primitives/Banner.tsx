'use client';

import { styled } from '../theme/styled.js';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useLocale } from '../i18n/LocaleProvider.js';

/**
 * `info`: a note, read in place (`role="note"`); `alert`: announced when it appears
 * (`role="alert"`).
 */
export type BannerVariant = 'info' | 'alert';

/** Props of `Banner`: a `<div>`'s, plus its variant. */
export type BannerProps = ComponentPropsWithoutRef<'div'> & {
  /**
   * `info` is a note (`role="note"`, not live: on a static page it is read in place, not
   * announced). `alert` uses `role="alert"`, so it is announced when it appears after load.
   * @default 'info'
   */
  variant?: BannerVariant | undefined;
};

const StyledBanner = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space[2],
  paddingBlock: theme.space[2],
  paddingInline: theme.space[3],
  marginBlockEnd: theme.space[2],
  borderRadius: theme.radii.md,
  border: '1px solid',
  fontFamily: theme.font.family,
  fontSize: theme.font.size.md,
  lineHeight: theme.font.lineHeight,
  '&[data-variant="info"]': {
    color: theme.colors.infoText,
    backgroundColor: theme.colors.infoBg,
    borderColor: theme.colors.infoBorder,
  },
  '&[data-variant="alert"]': {
    color: theme.colors.alertText,
    backgroundColor: theme.colors.alertBg,
    borderColor: theme.colors.alertBorder,
  },
  '& > svg': { flex: 'none', marginBlockStart: '0.15em' },
}));

// The icon carries the meaning alongside colour (WCAG 1.4.1); its name is localized.
const icons = {
  info: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM0 8a8 8 0 1 1 16 0A8 8 0 0 1 0 8Zm6.5-.25A.75.75 0 0 1 7.25 7h1a.75.75 0 0 1 .75.75v2.75h.25a.75.75 0 0 1 0 1.5h-2a.75.75 0 0 1 0-1.5h.25v-2h-.25a.75.75 0 0 1-.75-.75ZM8 6a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z',
  alert:
    'M6.457 1.047c.659-1.234 2.427-1.234 3.086 0l6.082 11.378A1.75 1.75 0 0 1 14.082 15H1.918a1.75 1.75 0 0 1-1.543-2.575Zm1.763.707a.25.25 0 0 0-.44 0L1.698 13.132a.25.25 0 0 0 .22.368h12.164a.25.25 0 0 0 .22-.368Zm.53 3.996v2.5a.75.75 0 0 1-1.5 0v-2.5a.75.75 0 0 1 1.5 0ZM9 11a1 1 0 1 1-2 0 1 1 0 0 1 2 0Z',
} as const;

/** A message above content: an informational note or an alert. */
export const Banner = forwardRef<HTMLDivElement, BannerProps>(function Banner(
  { variant = 'info', children, ...props },
  ref,
) {
  const { t } = useLocale();
  return (
    <StyledBanner
      ref={ref}
      role={variant === 'alert' ? 'alert' : 'note'}
      data-variant={variant}
      {...props}
    >
      <svg
        role="img"
        aria-label={t(`banner.${variant}`)}
        viewBox="0 0 16 16"
        width="16"
        height="16"
      >
        <path fill="currentColor" d={icons[variant]} />
      </svg>
      <span>{children}</span>
    </StyledBanner>
  );
});
