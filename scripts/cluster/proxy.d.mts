// Types of proxy.mjs for the TypeScript tests that start it.
export interface ProxyBackendStats {
  url: string;
  ready: boolean;
  served: number;
  failed: number;
}
export interface Proxy {
  url: string;
  port: number;
  stats(): ProxyBackendStats[];
  close(): Promise<void>;
}
export function startProxy(opts: {
  backends: string[];
  port?: number;
  host?: string;
  healthEveryMs?: number;
}): Promise<Proxy>;
