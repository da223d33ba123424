// Types of scripts/postgres.mjs for the TypeScript tests that start PostgreSQL servers with it.

export interface PostgresServer {
  port: number;
  root: string;
  data: string;
  log: string;
  url(database?: string): string;
  sql(statement: string, database?: string): string;
  pid(): number;
  start(): void;
  stop(mode?: 'smart' | 'fast' | 'immediate'): void;
  remove(): void;
}

export interface StartOptions {
  port?: number;
  settings?: string[];
  replicaOf?: PostgresServer;
  label?: string;
}

export function postgresBin(): string;
export function freePort(preferred?: number): Promise<number>;
export const THROWAWAY_SETTINGS: string[];
export function startPostgres(options?: StartOptions): Promise<PostgresServer>;
