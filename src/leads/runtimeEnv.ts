/**
 * Server environment read when a request runs. Gatsby compiles Functions with webpack's DefinePlugin, which freezes
 * `process.env.X` at build time (and turns `process.env` into `{}`), so LEADS_DIR and friends are read through globalThis.
 */
export function runtimeEnvironment(): Record<string, string | undefined> {
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return proc?.env ?? {};
}

export const runtimeEnv = (name: string): string | undefined => runtimeEnvironment()[name];
