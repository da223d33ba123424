import type { CertificateVerification as Verification } from '@manara/contracts';
import { data, useParams } from 'react-router-dom';
import {
  CertificateVerification,
  certificateQuery,
  OUTCOME_TITLES,
  outcomeOf,
  useCertificate,
} from '@/features/certificates';
import type { RouteHandle } from '@/lib/page-meta';
import { PageSkeleton } from '@/lib/queries/page-state';
import { prime, type RouteLoader } from '@/lib/route-module';

/** The check's answer, and status 404 when no certificate has this code (or it cannot be one). */
export const loader: RouteLoader = async ({ params, queryClient }) => {
  const query = certificateQuery(params.code ?? '');
  await prime(queryClient.ensureQueryData(query));
  return queryClient.getQueryData(query.queryKey) === null ? data(null, { status: 404 }) : null;
};

const DESCRIPTION = 'Check whether a Manara Research course certificate is valid.';

export const handle: RouteHandle = {
  meta: ({ params, queryClient }) => {
    const verification: Verification | null | undefined = queryClient.getQueryData(
      certificateQuery(params.code ?? '').queryKey,
    );
    return {
      title: verification === undefined ? 'Certificate check' : OUTCOME_TITLES[outcomeOf(verification)],
      description: DESCRIPTION,
    };
  },
};

/** The public page of /certificates/:code: valid, revoked or not found, rendered on the server. */
export function Component() {
  const { code = '' } = useParams();
  const { data: verification, isPending, isError } = useCertificate(code);
  if (isPending) {
    return <PageSkeleton label="Checking the certificate" bodyHeight="12rem" />;
  }
  // A failed check is not a verdict: it is retried in the browser, and says "not found" only for a 404.
  if (isError) {
    return <CertificateVerification code={code.slice(0, 40)} verification={null} failed />;
  }
  return <CertificateVerification code={code.slice(0, 40)} verification={verification} />;
}
