import { expect, test } from '../../playwright/test.js';
import type { HooksConfig } from '../../playwright/index.js';
import { Playground, Truncate, Variants } from './Text.stories.js';
import { rectOf } from '../../playwright/geometry.js';

const long = 'Augusta Ada King, Countess of Lovelace, mathematician and writer';

test('Text: variants in light and dark themes, truncation and wrapping @slow', async ({
  mount,
  page,
}) => {
  const body = page.getByText('Body text for descriptions.');
  const secondary = page.getByText('Supporting text, quieter but still AA.');

  let component = await mount(<Variants />);

  await test.step('variants differ in colour, weight and face', async () => {
    await expect(body).toHaveCSS('color', 'rgb(31, 35, 40)');
    await expect(body).toHaveCSS('font-weight', '400');
    await expect(secondary).toHaveCSS('color', 'rgb(89, 99, 110)');
    await expect(page.getByText('Ada Lovelace')).toHaveCSS('font-weight', '600');
    const mono = page.getByText('ACC-0042-1815');
    await expect(mono).toHaveCSS('font-family', /monospace/);
    await expect(mono).toHaveCSS('font-variant-numeric', 'tabular-nums');
    await expect(mono).toHaveCSS('font-size', '13px');
  });

  await test.step('dark theme uses light text on the dark canvas', async () => {
    await component.unmount();
    component = await mount<HooksConfig>(<Variants />, { hooksConfig: { theme: 'dark' } });
    await expect(body).toHaveCSS('color', 'rgb(230, 237, 243)');
    await expect(secondary).toHaveCSS('color', 'rgb(145, 152, 161)');
  });

  await test.step('truncated text stays on one line with an ellipsis but keeps its full text', async () => {
    await component.unmount();
    component = await mount(<Truncate />);
    const [truncated, wrapped] = [page.getByText(long).first(), page.getByText(long).last()];
    await expect(truncated).toHaveAttribute('title', long);
    await expect(truncated).toHaveText(long);
    await expect(truncated).toHaveCSS('text-overflow', 'ellipsis');
    await expect(truncated).toHaveCSS('white-space', 'nowrap');
    const cut = await truncated.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut).toBe(true);
    const [one, many] = await Promise.all([rectOf(truncated), rectOf(wrapped)]);
    expect(one.width).toBeLessThanOrEqual(200);
    // The untruncated copy wraps to several lines; the truncated one is a single line.
    expect(one.height).toBeLessThan(many.height / 2);
  });

  await test.step('without truncate, long text wraps', async () => {
    await component.unmount();
    await mount(<Playground variant="default" truncate={false} text={long} />);
    const text = page.getByText(long);
    await expect(text).toHaveCSS('white-space', 'normal');
    await expect(text).not.toHaveAttribute('data-truncate');
  });
});
