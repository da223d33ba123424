import { isIP } from 'node:net';

/** What Express's `trust proxy` setting takes: all or none, a hop count, or addresses and subnets. */
export type TrustProxy = boolean | number | string[];

/** The names Express (proxy-addr) expands into the matching ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  // A dotted netmask (10.0.0.0/255.0.0.0) is only meaningful for IPv4.
  return family === 4 && isIP(range) === 4;
}

/**
 * Reads TRUST_PROXY the way Express documents `trust proxy`: `true`/`false`, a hop count (`1`: the
 * nearest proxy is trusted), or a comma-separated list of `loopback`, `linklocal`, `uniquelocal`,
 * addresses and subnets. Express would read `1` as the address 0.0.0.1 and refuse `true` with an
 * unrelated message, so the string is parsed here and a bad value stops the start with a sentence.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || /^false$/i.test(text)) return false;
  if (/^true$/i.test(text)) return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length > 0 && entries.every(isAddressOrSubnet)) return entries;
  throw new Error(
    `TRUST_PROXY must be true, false, a hop count such as 1, or a comma-separated list of loopback, linklocal, uniquelocal, IP addresses and subnets (got "${value}").`,
  );
}
