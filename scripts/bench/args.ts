/** The benchmarks' command-line options (`--runs 5`), read one way by every benchmark. */

/** The value after `--<name>`, or undefined when the option is not given. */
export function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** A numeric option, or `fallback` when it is not given. */
export const numberOption = (name: string, fallback: number): number => Number(option(name) ?? fallback);

/** The port of a benchmark's production server: `--port`, else SERVER_TEST_PORT, else 21400. */
export const serverPort = (): number => Number(option('port') ?? process.env.SERVER_TEST_PORT ?? 21400);
