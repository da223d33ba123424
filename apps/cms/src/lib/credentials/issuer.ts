import { createPrivateKey } from 'node:crypto';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { issue } from '@digitalbazaar/vc';
import { CERTIFICATE_ISSUER } from '@manara/contracts';
import { credentialSigningKey, publicOrigin } from '../env';
import { documentLoader } from './document-loader';

/**
 * The issuer of certificates' credentials: a did:web of the public origin, whose DID document (the
 * public key) this server publishes at /.well-known/did.json (docs/decisions/022-portable-certificates.md).
 */

/** `did:web:research.example`; a port is part of the host, its colon percent-encoded (`did:web:localhost%3A3000`). */
export function didWebOf(origin: string): string {
  return `did:web:${new URL(origin).host.replace(':', '%3A')}`;
}

/** The DER header of a PKCS#8 Ed25519 private key, before its 32-byte seed (RFC 8410). */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

interface IssuerKey {
  did: string;
  /** The verification method proofs name: the DID and `#key-1`. */
  keyId: string;
  publicKeyMultibase: string;
  signer: unknown;
}

let cached: { seed: string; origin: string; key: Promise<IssuerKey> } | undefined;

async function loadKey(seed: string, origin: string): Promise<IssuerKey> {
  const der = Buffer.concat([PKCS8_ED25519_PREFIX, Buffer.from(seed, 'base64url')]);
  const jwk = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }).export({ format: 'jwk' });
  const pair = await Ed25519Multikey.fromJwk({ jwk, secretKey: true });
  const did = didWebOf(origin);
  const keyId = `${did}#key-1`;
  pair.id = keyId;
  pair.controller = did;
  return { did, keyId, publicKeyMultibase: pair.publicKeyMultibase, signer: pair.signer() };
}

/** The issuer's key for the configured seed and origin (derived once, again only if either changes). */
export function issuerKey(): Promise<IssuerKey> {
  const seed = credentialSigningKey();
  const origin = publicOrigin();
  if (cached?.seed !== seed || cached.origin !== origin) cached = { seed, origin, key: loadKey(seed, origin) };
  return cached.key;
}

/** The issuer as Open Badges names it in every credential: a Profile. */
export function issuerProfile(did: string, origin: string) {
  return { id: did, type: ['Profile'], name: CERTIFICATE_ISSUER, url: origin };
}

/**
 * The DID document: the issuer's one Ed25519 key as a Multikey, allowed to assert credentials. A
 * verifier resolves the proof's verification method to it.
 */
export async function didDocument() {
  const { did, keyId, publicKeyMultibase } = await issuerKey();
  return {
    '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/multikey/v1'],
    id: did,
    verificationMethod: [{ id: keyId, type: 'Multikey', controller: did, publicKeyMultibase }],
    assertionMethod: [keyId],
  };
}

/**
 * Signs a credential with a Data Integrity proof (eddsa-rdfc-2022): the credential is canonicalised
 * as RDF with the bundled contexts only, hashed and signed with the issuer's key.
 */
export async function signCredential<T extends object>(credential: T): Promise<T & { proof: Record<string, unknown> }> {
  const { signer } = await issuerKey();
  const suite = new DataIntegrityProof({ signer, cryptosuite: eddsaRdfc2022 });
  // The library adds the proof to the object it is given: give it a copy.
  return issue({ credential: structuredClone(credential), suite, documentLoader });
}
