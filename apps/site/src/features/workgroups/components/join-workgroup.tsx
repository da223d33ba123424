import { ArrowRightIcon, ButtonLink, Skeleton, Stack, VisuallyHidden } from '@manara/ui';
import { paths } from '@/config/paths';

export const INFO_PACK_SUBJECT = 'Workgroups info pack request';

/** A mail to support asking for the info pack, with the subject filled in. */
export function infoPackHref(supportEmail: string): string {
  return `mailto:${supportEmail}?subject=${encodeURIComponent(INFO_PACK_SUBJECT)}`;
}

export interface JoinWorkgroupProps {
  /** From the site settings: undefined while they load. */
  chatLink: string | undefined;
  supportEmail: string | undefined;
  /** The settings could not be loaded: offer the contact page instead. */
  unavailable?: boolean;
}

/** Join via the external chat link, or ask for the info pack by mail (the workgroups page's call to action). */
export function JoinWorkgroup({ chatLink, supportEmail, unavailable = false }: JoinWorkgroupProps) {
  if (unavailable) {
    return <ButtonLink href={paths.contact}>Contact us to join a workgroup</ButtonLink>;
  }
  if (!chatLink || !supportEmail) return <Skeleton height="2.5rem" width="min(22rem, 100%)" />;
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap={3} wrap>
      <ButtonLink href={chatLink} target="_blank" rel="noopener noreferrer" iconEnd={<ArrowRightIcon />}>
        Join the cohort chat
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </ButtonLink>
      <ButtonLink href={infoPackHref(supportEmail)} variant="outline">
        Request an info pack
      </ButtonLink>
    </Stack>
  );
}
