import styled from '@emotion/styled';
import { cpdHoursText, type MyCertificate } from '@manara/contracts';
import { ButtonLink, Card, Grid, spreadRow } from '@manara/ui';
import { AddToLinkedIn } from '@/components/add-to-linkedin';
import { CertificateStatusBadge } from '@/components/certificate-status-badge';
import { certificatePdfHref, certificateVerifyHref, issuedOn } from '../lib/certificates';

const Head = styled.div(({ theme }) => spreadRow(theme, 'flex-start', 2));

const Title = styled.h3(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes.lg,
  lineHeight: theme.lineHeights.tight,
  color: theme.colors.text,
}));

const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${theme.space[1]} ${theme.space[4]}`,
  margin: `${theme.space[3]} 0`,
  fontSize: theme.fontSizes.sm,
  '& dt': { color: theme.colors.textMuted },
  '& dd': { margin: 0, color: theme.colors.text },
}));

const Code = styled.code(({ theme }) => ({
  fontFamily: theme.fonts.mono,
  letterSpacing: theme.letterSpacings.wide,
  overflowWrap: 'anywhere',
}));

const Revoked = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space[3]}`,
  color: theme.colors.dangerText,
  fontSize: theme.fontSizes.sm,
}));

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] }));

function CertificateCard({ certificate }: { certificate: MyCertificate }) {
  const revoked = certificate.status === 'revoked';
  return (
    <Card as="li" variant="subtle" data-testid="my-certificate" data-status={certificate.status}>
      <Head>
        <Title>{certificate.courseTitle}</Title>
        <CertificateStatusBadge status={certificate.status} />
      </Head>
      <Facts>
        <dt>Issued</dt>
        <dd>{issuedOn(certificate.issuedAt)}</dd>
        <dt>Code</dt>
        <dd>
          <Code>{certificate.code}</Code>
        </dd>
        {certificate.cpd ? (
          <>
            <dt>CPD</dt>
            <dd>{cpdHoursText(certificate.cpd.hours)}</dd>
          </>
        ) : null}
      </Facts>
      {revoked ? (
        <Revoked>
          This certificate was revoked: its public page tells anyone who checks it that it is no longer valid.
        </Revoked>
      ) : null}
      <Actions>
        {revoked ? null : (
          <>
            <ButtonLink
              href={certificatePdfHref(certificate)}
              download
              size="sm"
              variant="outline"
              aria-label={`Download PDF of the ${certificate.courseTitle} certificate`}
            >
              Download PDF
            </ButtonLink>
            <ButtonLink
              href={certificate.credentialUrl}
              download
              size="sm"
              variant="outline"
              aria-label={`Download Open Badge of the ${certificate.courseTitle} certificate`}
            >
              Download Open Badge
            </ButtonLink>
            <AddToLinkedIn certificate={certificate} size="sm" variant="outline" />
          </>
        )}
        <ButtonLink
          href={certificateVerifyHref(certificate)}
          size="sm"
          variant="ghost"
          aria-label={`Verify the ${certificate.courseTitle} certificate`}
        >
          Verify
        </ButtonLink>
      </Actions>
    </Card>
  );
}

/**
 * The member's certificates: course, issue date, code, CPD credit and status, with the PDF, the
 * Open Badges credential, LinkedIn and the public check.
 */
export function CertificateList({ certificates }: { certificates: readonly MyCertificate[] }) {
  return (
    <Grid as="ul" columns={{ lg: 2 }} gap={3} aria-label="My certificates">
      {certificates.map((certificate) => (
        <CertificateCard key={certificate.id} certificate={certificate} />
      ))}
    </Grid>
  );
}
