declare module 'virtual:icon-catalogue-url' {
  /** The URL of the icon catalogue JSON (vite-plugins/icon-catalogue.ts). */
  const url: string;
  export default url;
}
