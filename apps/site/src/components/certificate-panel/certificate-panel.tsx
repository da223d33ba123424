import styled from '@emotion/styled';
import { CERTIFICATE_PAGE, cpdCreditText, type MyCertificate } from '@manara/contracts';
import { ButtonLink, CheckIcon, Eyebrow, Link, cluster } from '@manara/ui';
import type { ComponentPropsWithRef } from 'react';
import { AddToLinkedIn } from '../add-to-linkedin';
import { CertificateStatusBadge } from '../certificate-status-badge';
import { FactGrid } from '../fact-grid';

export interface CertificatePanelProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  certificate: MyCertificate;
}

/** The certificate shown as an artefact: a framed card with a double rule, like the printed one. */
const Frame = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  padding: theme.space[6],
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  outline: `3px double ${theme.colors.accent}`,
  outlineOffset: '-8px',
  background: `linear-gradient(135deg, ${theme.colors.accentSubtle}, ${theme.colors.surface} 60%)`,
  h2: { fontFamily: theme.fonts.heading, fontSize: theme.fontSizes['2xl'], margin: 0 },
}));

/** The design system's eyebrow with the check mark before its words. */
const EyebrowWithIcon = styled(Eyebrow)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
}));

const Facts = styled(FactGrid)(({ theme }) => ({
  code: { fontFamily: theme.fonts.mono, fontSize: theme.fontSizes.md, letterSpacing: '0.05em' },
}));

const Actions = styled.div(({ theme }) => ({
  ...cluster(theme, 4),
}));

const issued = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A member's certificate for a course: its code, issue date, CPD credit and status; the PDF, the
 * Open Badges credential, LinkedIn and the public verification page. A revoked certificate keeps
 * its PDF and page (which says it is revoked) but is not offered to LinkedIn.
 */
export function CertificatePanel({ certificate, ...props }: CertificatePanelProps) {
  const { cpd } = certificate;
  const valid = certificate.status === 'valid';
  return (
    <Frame aria-labelledby="certificate-heading" data-slot="certificate-panel" {...props}>
      <EyebrowWithIcon>
        <CheckIcon /> Certificate of completion
      </EyebrowWithIcon>
      <h2 id="certificate-heading">{certificate.courseTitle}</h2>
      <Facts>
        <dt>Verification code</dt>
        <dd>
          <code>{certificate.code}</code>
        </dd>
        <dt>Issued</dt>
        <dd>
          <time dateTime={certificate.issuedAt}>{issued(certificate.issuedAt)}</time>
        </dd>
        {cpd ? (
          <>
            <dt>CPD credit</dt>
            <dd>{cpdCreditText(cpd)}</dd>
          </>
        ) : null}
        <dt>Status</dt>
        <dd>
          <CertificateStatusBadge status={certificate.status} />
        </dd>
      </Facts>
      <Actions>
        {/* The PDF is the server's answer, not a page of the app: a new tab keeps the router out of it. */}
        <ButtonLink href={certificate.pdfUrl} target="_blank" rel="noopener" download>
          Download certificate (PDF)
        </ButtonLink>
        {valid ? <AddToLinkedIn certificate={certificate} variant="outline" /> : null}
        {valid ? (
          <ButtonLink href={certificate.credentialUrl} variant="outline" download>
            Download Open Badge (JSON)
          </ButtonLink>
        ) : null}
        <Link href={CERTIFICATE_PAGE.href(certificate.code)}>Public verification page</Link>
      </Actions>
    </Frame>
  );
}
