import styled from '@emotion/styled';
import { cpdHoursText, type CertificateVerification as Verification } from '@manara/contracts';
import { AlertIcon, ButtonLink, CheckIcon, CloseIcon, Container, Eyebrow, Lead, Link, surface } from '@manara/ui';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { longDate, outcomeOf, type VerificationOutcome } from '../lib/verification';

const Wrapper = styled.section(({ theme }) => ({
  paddingBlock: theme.space[16],
  [theme.mq.md]: { paddingBlock: theme.space[20] },
}));

/** The certificate as an artefact: a framed sheet with a seal, its status in colour and in words. */
const Sheet = styled.article(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[5],
  padding: `${theme.space[8]} ${theme.space[6]}`,
  ...surface(theme, 'xl'),
  boxShadow: `inset 0 0 0 6px ${theme.colors.bgSubtle}`,
  [theme.mq.md]: { padding: `${theme.space[12]} ${theme.space[12]}` },
  '&[data-outcome="valid"]': { borderTop: `4px solid ${theme.colors.success}` },
  '&[data-outcome="revoked"]': { borderTop: `4px solid ${theme.colors.danger}` },
  '&[data-outcome="unknown"]': { borderTop: `4px solid ${theme.colors.borderStrong}` },
}));

const Seal = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: theme.radii.full,
  fontSize: theme.fontSizes['2xl'],
  '&[data-outcome="valid"]': { background: theme.colors.successSubtle, color: theme.colors.successText },
  '&[data-outcome="revoked"]': { background: theme.colors.dangerSubtle, color: theme.colors.dangerText },
  '&[data-outcome="unknown"]': { background: theme.colors.surfaceMuted, color: theme.colors.textMuted },
}));

const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gap: `${theme.space[2]} ${theme.space[6]}`,
  margin: 0,
  paddingTop: theme.space[5],
  borderTop: `1px solid ${theme.colors.border}`,
  [theme.mq.sm]: { gridTemplateColumns: '9rem minmax(0, 1fr)' },
  '& dt': {
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.semibold,
    letterSpacing: theme.letterSpacings.wide,
    textTransform: 'uppercase',
    paddingTop: '0.2em',
  },
  '& dd': { margin: 0, color: theme.colors.text, overflowWrap: 'anywhere' },
  [`@media (max-width: ${theme.breakpoints.sm - 0.02}px)`]: { '& dd': { marginBottom: theme.space[2] } },
}));

const Holder = styled.dd(({ theme }) => ({
  '&&': { fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.semibold },
}));

const Code = styled.code(({ theme }) => ({ fontFamily: theme.fonts.mono, letterSpacing: theme.letterSpacings.wide }));

const Note = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));

const HEADINGS: Record<VerificationOutcome, string> = {
  valid: 'This certificate is valid',
  revoked: 'This certificate has been revoked',
  unknown: 'We could not find a certificate with this code',
};

const SEALS: Record<VerificationOutcome, typeof CheckIcon> = {
  valid: CheckIcon,
  revoked: CloseIcon,
  unknown: AlertIcon,
};

/**
 * The public answer to "is this certificate real?": valid (holder, course, issue date), revoked
 * (with its date) or not found. It names nothing else about the holder.
 */
export function CertificateVerification({
  code,
  verification,
  failed = false,
}: {
  code: string;
  verification: Verification | null;
  /** The check itself failed (not a 404): say so, never "not found". */
  failed?: boolean;
}) {
  const outcome = outcomeOf(verification);
  const SealIcon = SEALS[outcome];
  return (
    <Wrapper aria-labelledby="certificate-heading">
      {/* A certificate's page is for the people it is shown to, not for search engines. */}
      <meta name="robots" content="noindex" />
      <Container size="md">
        <Sheet data-outcome={outcome} data-testid="certificate-verification">
          <Seal data-outcome={outcome}>
            <SealIcon />
          </Seal>
          <div>
            <Eyebrow>Manara Research certificate check</Eyebrow>
            <PageTitle id="certificate-heading">
              {failed ? 'We could not check this certificate just now' : HEADINGS[outcome]}
            </PageTitle>
          </div>
          {verification ? (
            <>
              <Lead size="md">
                {outcome === 'valid'
                  ? 'Manara Research issued this certificate to the person named below for completing the course: a passed assessment and an accepted course project.'
                  : 'Manara Research issued this certificate and later withdrew it: it no longer attests that the course was completed.'}
              </Lead>
              <Facts aria-label="Certificate">
                <dt>Holder</dt>
                <Holder>{verification.holderName}</Holder>
                <dt>Course</dt>
                <dd>{verification.courseTitle}</dd>
                <dt>Issued</dt>
                <dd>{longDate(verification.issuedAt)}</dd>
                {verification.cpd ? (
                  <>
                    <dt>CPD credit</dt>
                    <dd>{cpdHoursText(verification.cpd.hours)}</dd>
                    {verification.cpd.accreditor ? (
                      <>
                        <dt>Accredited by</dt>
                        <dd>{verification.cpd.accreditor}</dd>
                      </>
                    ) : null}
                    {verification.cpd.activityCode ? (
                      <>
                        <dt>Activity code</dt>
                        <dd>
                          <Code>{verification.cpd.activityCode}</Code>
                        </dd>
                      </>
                    ) : null}
                  </>
                ) : null}
                {outcome === 'revoked' ? (
                  <>
                    <dt>Revoked</dt>
                    <dd>{longDate(verification.revokedAt) || 'Yes'}</dd>
                  </>
                ) : null}
                <dt>Code</dt>
                <dd>
                  <Code>{verification.code}</Code>
                </dd>
              </Facts>
              {outcome === 'valid' ? (
                <Note>
                  Check it by machine too: its{' '}
                  <Link href={verification.credentialUrl} download>
                    Open Badges 3.0 credential
                  </Link>{' '}
                  is signed by Manara Research and verifies in any Open Badges or W3C Verifiable Credentials verifier.
                </Note>
              ) : null}
            </>
          ) : failed ? (
            <Lead size="md" role="alert">
              The check did not answer. Please reload this page in a moment.
            </Lead>
          ) : (
            <>
              <Lead size="md">
                No certificate carries the code <Code>{code}</Code>. Check it against the certificate: codes look like{' '}
                <Code>MNR-7K4P-X9QD</Code>, with no letter O or I.
              </Lead>
              <div>
                <ButtonLink href={paths.courses} variant="outline">
                  Explore our courses
                </ButtonLink>
              </div>
            </>
          )}
          <Note>
            Questions about a certificate? <Link href={paths.contact}>Contact us</Link>.
          </Note>
        </Sheet>
      </Container>
    </Wrapper>
  );
}
