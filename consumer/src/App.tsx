import { version, type ComponentType } from 'react';
import { Banner, Text, lightTheme, type Theme } from 'paginated-table';

// The docs samples, copied here by `npm run check:consumer` exactly as the demo page shows them.
const samples = import.meta.glob<{ default: ComponentType }>('./samples/*Sample.tsx', {
  eager: true,
});

const accent: Theme['colors']['accent'] = lightTheme.colors.accent;

// `?page=black` paints the page black: the tables must stay legible on any page.
const black = new URLSearchParams(window.location.search).get('page') === 'black';
document.body.style.backgroundColor = black ? '#000000' : '#ffffff';

export function App() {
  const entries = Object.entries(samples).sort(([a], [b]) => a.localeCompare(b));
  return (
    <main data-react-version={version} data-accent={accent}>
      <h1 style={{ color: black ? '#ffffff' : '#000000' }}>Consumer app</h1>
      <Banner variant="info">
        <Text variant="strong">{entries.length} samples</Text>
      </Banner>
      {entries.map(([path, { default: Sample }]) => (
        <section key={path} aria-label={path}>
          <Sample />
        </section>
      ))}
    </main>
  );
}
