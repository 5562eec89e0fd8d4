// The app's own Emotion theme, as a design-system team has one, declared as Emotion's `Theme`
// for its own styled code. The table must neither break its type-check nor take its colours.
export interface AppTheme {
  colors: { primary: string; page: string };
  space: (step: number) => string;
}

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}

export const appTheme: AppTheme = {
  colors: { primary: 'rebeccapurple', page: '#fdf6e3' },
  space: (step) => `${step * 8}px`,
};
