import { linkedInAddToProfileUrl, type MyCertificate } from '@manara/contracts';
import { ButtonLink, type ButtonLinkProps } from '@manara/ui';

export interface AddToLinkedInProps extends Omit<ButtonLinkProps, 'href' | 'children'> {
  certificate: Pick<MyCertificate, 'courseTitle' | 'issuedAt' | 'code' | 'verificationUrl'>;
}

/**
 * "Add to LinkedIn": LinkedIn's add-to-profile form, filled in with the certificate (its name,
 * issuer, issue month, code and public verification page), in a new tab. Its accessible name
 * starts with the words on it and says which certificate and that a tab opens.
 */
export function AddToLinkedIn({ certificate, ...props }: AddToLinkedInProps) {
  const href = linkedInAddToProfileUrl({
    name: certificate.courseTitle,
    issuedAt: certificate.issuedAt,
    code: certificate.code,
    verificationUrl: certificate.verificationUrl,
  });
  return (
    <ButtonLink
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Add to LinkedIn: ${certificate.courseTitle} (opens in a new tab)`}
      data-slot="add-to-linkedin"
      {...props}
    >
      Add to LinkedIn
    </ButtonLink>
  );
}
