import { randomInt } from 'node:crypto';
import { API_BASE, apiRoutes } from '@manara/contracts';

/**
 * Revocation of certificates' credentials as a W3C Bitstring Status List: one list of bits, a bit
 * per certificate at its `statusIndex`, set while the certificate is revoked. The list is published
 * as a signed credential that any verifier fetches (revocations.ts, and
 * docs/decisions/022-portable-certificates.md). This module imports no credential library: the
 * collections that draw an index at issue are part of the CMS admin's build.
 */

/**
 * The list's length in bits: the specification's minimum (16 KB before compression), the herd a
 * certificate hides in. Indexes are drawn at random so a bit's neighbours say nothing of when or
 * to whom a certificate was issued.
 */
export const STATUS_LIST_LENGTH = 131_072;

/** A random index into the list; the certificates' unique index refuses a taken one, and the caller draws again. */
export const newStatusIndex = () => randomInt(STATUS_LIST_LENGTH);

/** Where the list is published: every credential's `credentialStatus` points here. */
export const revocationListUrl = (origin: string) => `${origin}${API_BASE}${apiRoutes.credentialRevocations.href()}`;
