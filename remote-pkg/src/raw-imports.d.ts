// A file's text, as the build reads it with `?raw` (Rsbuild and Vitest both support the query).
declare module '*?raw' {
  const text: string;
  export default text;
}
