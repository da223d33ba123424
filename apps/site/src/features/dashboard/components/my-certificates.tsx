import { Button, ButtonLink, EmptyState, Spinner } from '@manara/ui';
import { paths } from '../../../config/paths';
import { useMyCertificates } from '../api/get-my-certificates';
import { CertificateList } from './certificate-list';

/** The member's certificates, or how to earn the first one. */
export function MyCertificates({ userId }: { userId: string }) {
  const query = useMyCertificates(userId);
  if (query.isPending) return <Spinner label="Loading your certificates" />;
  if (query.isError) {
    return (
      <EmptyState
        titleLevel={3}
        title="Your certificates could not be loaded"
        description="The backend did not answer. Try again in a moment."
        actions={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        titleLevel={3}
        title="No certificates yet"
        description="Score at least 80 percent in a course's assessment and have your course project accepted: your certificate is issued at once, with a code anyone can verify, and appears here."
        actions={<ButtonLink href={paths.courses}>Browse courses</ButtonLink>}
      />
    );
  }
  return <CertificateList certificates={query.data} />;
}
