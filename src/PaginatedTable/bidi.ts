/**
 * Which texts read in their own direction. Pure: no React, no DOM.
 *
 * A plain text cell or header reads in its own content's direction (`unicode-bidi: plaintext`),
 * so an email or a phone number in a right-to-left table keeps its order. That direction is the
 * first strong letter's, which is wrong for a text that mixes both: "HP ישראל בע״מ" would read
 * left to right in a Hebrew table, its Hebrew last. A text with letters of both directions reads
 * in the table's direction instead, as any other text does.
 */

// Right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their
// supplements and presentation forms, and the right-to-left blocks beyond the BMP.
const RTL =
  '\\u0590-\\u08FF\\uFB1D-\\uFDFF\\uFE70-\\uFEFF\\u{10800}-\\u{10FFF}\\u{1E800}-\\u{1EFFF}';
const rightToLeft = new RegExp(`[${RTL}]`, 'u');
const leftToRight = new RegExp(`(?![${RTL}])\\p{L}`, 'u');

/** Whether `text` has letters of both directions, so it should read in the table's direction. */
export function mixesDirections(text: string): boolean {
  return rightToLeft.test(text) && leftToRight.test(text);
}

/** The attribute a plain text cell or header carries when its text mixes directions. */
export const MIXED_ATTRIBUTE = 'data-mixed';
