import styled from '@emotion/styled';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Link, Skeleton, Stack } from '@manara/ui';

const Detail = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  fontWeight: theme.fontWeights.semibold,
}));

export interface ContactDetailsProps {
  /** The sentence of the e-mail card, from the contact page's copy. */
  emailNote: string;
  /** From the site settings: undefined while they load. */
  supportEmail: string | undefined;
  officeHours: string | undefined;
  offices: readonly string[] | undefined;
}

/** The support e-mail card and the office hours. */
export function ContactDetails({ emailNote, supportEmail, officeHours, offices }: ContactDetailsProps) {
  return (
    <Stack gap={5}>
      <Card as="article" variant="subtle">
        <CardHeader>
          <CardTitle level={3}>Email support</CardTitle>
        </CardHeader>
        <CardContent>
          <CardDescription>{emailNote}</CardDescription>
          {supportEmail ? (
            <Detail>
              <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
            </Detail>
          ) : (
            <Skeleton height="1.75rem" width="16rem" />
          )}
        </CardContent>
      </Card>
      <Card as="article" variant="subtle">
        <CardHeader>
          <CardTitle level={3}>Office hours</CardTitle>
        </CardHeader>
        <CardContent>
          {officeHours ? <Detail>{officeHours}</Detail> : <Skeleton height="1.75rem" width="16rem" />}
          <CardDescription>
            {offices && offices.length > 0
              ? `Offices in ${offices.join(', ').replace(/, ([^,]*)$/, ' and $1')}; the team works remote-first.`
              : 'The team works remote-first across the region.'}
          </CardDescription>
        </CardContent>
      </Card>
    </Stack>
  );
}
