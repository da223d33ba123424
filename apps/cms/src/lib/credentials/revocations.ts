import { createList } from '@digitalbazaar/vc-bitstring-status-list';
import { VC_V2_CONTEXT } from './document-loader';
import { revocationListUrl, STATUS_LIST_LENGTH } from './status-list';

/**
 * The unsigned BitstringStatusListCredential with the revoked certificates' bits set. Its
 * validFrom is now: it says what is revoked at the moment it is asked.
 */
export async function revocationListCredential(origin: string, did: string, revoked: readonly number[]) {
  const list = await createList({ length: STATUS_LIST_LENGTH });
  for (const index of revoked) list.setStatus(index, true);
  const id = revocationListUrl(origin);
  return {
    '@context': [VC_V2_CONTEXT],
    id,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: did,
    validFrom: new Date().toISOString(),
    credentialSubject: {
      id: `${id}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: await list.encode(),
    },
  };
}
