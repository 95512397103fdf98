/** The graph reference computed at build time (vite-plugin.ts). */
declare module 'virtual:graph-reference' {
  const reference: import('./reference-model.ts').GraphReference;
  export default reference;
}
