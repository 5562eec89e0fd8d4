import { ThemeProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Written by `npm run check:consumer` from the README's marked sample, verbatim.
import { Customers } from '../readme/Customers';
import { appTheme } from './theme';

// The app's styled code, typed by its own theme (theme.ts).
const Title = styled.h1(({ theme }) => ({
  color: theme.colors.primary,
  marginBlock: theme.space(2),
}));

const root = document.getElementById('root');
if (!root) throw new Error('own-theme.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={appTheme}>
      <Title>Our app</Title>
      <Customers />
    </ThemeProvider>
  </StrictMode>,
);
