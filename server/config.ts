/** The production server's own settings (address, files, proxies, log level), read once from the environment. */
import path from 'node:path';
import { LeadConfigError } from '../src/leads/config';
import { parseTrustProxy, type TrustProxy } from '../src/leads/trustProxy';

export interface ServerConfig {
  port: number;
  host: string;
  publicDir: string;
  trustProxy: TrustProxy;
  logLevel: string;
}

export function serverConfig(env: Record<string, string | undefined>): ServerConfig {
  const port = Number(env.PORT || 9000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new LeadConfigError(`PORT=${env.PORT}: expected a port number`);
  return {
    port,
    host: env.HOST || 'localhost',
    publicDir: path.resolve(__dirname, '..', 'public'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
