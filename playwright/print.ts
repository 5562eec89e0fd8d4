import type { Page } from '@playwright/test';

/**
 * Lays the page out with its print styles until `restore` is called. Chromium emulates print
 * media. Firefox over WebDriver BiDi cannot (w3c/webdriver-bidi#750), so there every
 * `@media print` rule of the page's stylesheets is switched to all media instead, and every
 * `@media not print` rule to none: the same rules, laid out by Firefox's engine, though not cut
 * into pages.
 */
export async function emulatePrint(page: Page, browserName: string): Promise<() => Promise<void>> {
  if (browserName === 'chromium') {
    await page.emulateMedia({ media: 'print' });
    return () => page.emulateMedia({ media: null });
  }
  // The switched rules are kept on the window, so that restore switches back those alone.
  const switched = await page.evaluate(() => {
    const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
    const media = (text: string) =>
      rules.filter(
        (rule): rule is CSSMediaRule =>
          rule instanceof CSSMediaRule && rule.media.mediaText === text,
      );
    const [printRules, screenRules] = [media('print'), media('not print')];
    for (const rule of printRules) rule.media.mediaText = 'all';
    for (const rule of screenRules) rule.media.mediaText = 'not all';
    Object.assign(window, { printRules, screenRules });
    return printRules.length;
  });
  if (switched === 0) throw new Error('No @media print rule in the page to switch on.');
  return async () => {
    await page.evaluate(() => {
      const { printRules, screenRules } = window as unknown as Record<
        'printRules' | 'screenRules',
        CSSMediaRule[]
      >;
      for (const rule of printRules) rule.media.mediaText = 'print';
      for (const rule of screenRules) rule.media.mediaText = 'not print';
    });
  };
}
