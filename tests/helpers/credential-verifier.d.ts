/*
 * The Digital Credentials Consortium's verifier libraries, used by the tests as an independent
 * check of the server's credentials; they ship JavaScript without type declarations.
 */

declare module '@digitalcredentials/vc' {
  export interface VerifyResult {
    verified: boolean;
    error?: { message?: string; errors?: { message?: string }[] };
    results?: { verified: boolean; error?: { message?: string } }[];
    statusResult?: { verified: boolean; results?: { verified: boolean; error?: { message?: string } }[] };
  }
  export function verifyCredential(options: {
    credential: object;
    suite: unknown;
    documentLoader: unknown;
    checkStatus?: unknown;
  }): Promise<VerifyResult>;
}

declare module '@digitalcredentials/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { cryptosuite: unknown });
  }
}

declare module '@digitalcredentials/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}

declare module '@digitalcredentials/vc-bitstring-status-list' {
  export const checkStatus: unknown;
}

declare module '@digitalcredentials/security-document-loader' {
  export function securityLoader(): {
    setDidResolver(resolver: { get(options: { url?: string; did?: string }): Promise<object> }): void;
    setProtocolHandler(options: {
      protocol: string;
      handler: { get(options: { url: string }): Promise<object> };
    }): void;
    build(): unknown;
  };
}
