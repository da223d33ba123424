import { ButtonLink, EmptyState } from '@manara/ui';
import { paths } from '../../../config/paths';
import { useMyCertificates } from '../api/get-my-certificates';
import { CertificateList } from './certificate-list';
import { MemberQuery } from './member-query';

/** The member's certificates, or how to earn the first one. */
export function MyCertificates({ userId }: { userId: string }) {
  return (
    <MemberQuery
      query={useMyCertificates(userId)}
      loadingLabel="Loading your certificates"
      failedTitle="Your certificates could not be loaded"
    >
      {(certificates) =>
        certificates.length === 0 ? (
          <EmptyState
            titleLevel={3}
            title="No certificates yet"
            description="Score at least 80 percent in a course's assessment and have your course project accepted: your certificate is issued at once, with a code anyone can verify, and appears here."
            actions={<ButtonLink href={paths.courses}>Browse courses</ButtonLink>}
          />
        ) : (
          <CertificateList certificates={certificates} />
        )
      }
    </MemberQuery>
  );
}
