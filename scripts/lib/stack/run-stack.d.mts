export function startStack(options: {
  port: number;
  databaseUrl: string;
  instances?: number;
  env?: Record<string, string>;
}): Promise<{ origin: string; apiPorts: number[]; stop: () => Promise<void> }>;
