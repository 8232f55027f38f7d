/** Font files imported by code resolve to their hashed public URL (webpack asset modules). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
