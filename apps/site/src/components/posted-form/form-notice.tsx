import styled from '@emotion/styled';
import { Callout } from '@manara/ui';
import type { FormNoticeText } from './use-posted-form';

const Notice = styled(Callout)(({ theme }) => ({ marginBottom: theme.space[4] }));

/**
 * What a form posted without scripts says on the page the server answered with: the words of the
 * toast it would have shown, a success as a status, a refusal as an alert.
 */
export function FormNotice({ notice }: { notice: FormNoticeText | null }) {
  if (!notice) return null;
  return (
    <Notice tone={notice.ok ? 'success' : 'danger'} role={notice.ok ? 'status' : 'alert'}>
      <strong>{notice.title}.</strong> {notice.message}
    </Notice>
  );
}
