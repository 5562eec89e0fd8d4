// Vite's `?raw` suffix imports a file's source text: the docs show the samples' real code.
declare module '*?raw' {
  const source: string;
  export default source;
}
