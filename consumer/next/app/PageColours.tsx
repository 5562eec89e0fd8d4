'use client';

// The app's own page styles, with Emotion's <Global>: the registry writes them into the server's
// HTML in a tag of their own, which the <Global> takes over as the page hydrates, so a switch to a
// dark page replaces them.
import { Global } from '@emotion/react';
import { darkTheme, lightTheme } from 'paginated-table';
import { useState } from 'react';

export function PageColours() {
  const [dark, setDark] = useState(false);
  const { colors } = dark ? darkTheme : lightTheme;
  return (
    <>
      <Global styles={{ body: { backgroundColor: colors.canvas, color: colors.text } }} />
      <button type="button" aria-pressed={dark} onClick={() => setDark(!dark)}>
        Dark page
      </button>
    </>
  );
}
