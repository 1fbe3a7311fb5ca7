import type { HostSettings } from './elements-host-page.ts';

/** `--runs N` (a whole number of at least 1), or the default. */
export function runsOption(fallback: number): number {
  const index = process.argv.indexOf('--runs');
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--runs must be a whole number of at least 1, got "${process.argv[index + 1]}".`);
  return value;
}

/** The settings a host page writes into its elements, as the service's /demo-config.json gives them. */
export async function readHostSettings(serviceUrl: string): Promise<HostSettings> {
  const config = (await (await fetch(`${serviceUrl}/demo-config.json`)).json()) as HostSettings;
  const { apiUrl, authDomain, authClientId, authAudience, flagsClientId, flagsUrl, logsUrl } = config;
  return { apiUrl, authDomain, authClientId, authAudience, flagsClientId, flagsUrl, logsUrl };
}
