import { ButtonLink } from '@manara/ui';
import { paths } from '@/config/paths';
import { useMyCertificates } from '../api/get-my-certificates';
import { CertificateList } from './certificate-list';
import { MemberQuery } from './member-query';

/** The member's certificates, or how to earn the first one. */
export function MyCertificates({ userId }: { userId: string }) {
  return (
    <MemberQuery
      query={useMyCertificates(userId)}
      noun="certificates"
      isEmpty={(certificates) => certificates.length === 0}
      empty={{
        title: 'No certificates yet',
        description:
          "Score at least 80 percent in a course's assessment and have your course project accepted: your certificate is issued at once, with a code anyone can verify, and appears here.",
        actions: <ButtonLink href={paths.courses}>Browse courses</ButtonLink>,
      }}
    >
      {(certificates) => <CertificateList certificates={certificates} />}
    </MemberQuery>
  );
}
