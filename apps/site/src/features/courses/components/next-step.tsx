import { Suspense } from 'react';
import type { MemberNextStepProps } from './member-next-step';
import { memberPanels } from './member-panels-on-demand';

type NextStepProps = Omit<MemberNextStepProps, 'userId' | 'learning'> & {
  userId: string | null;
  learning: MemberNextStepProps['learning'] | undefined;
};

/**
 * The course page's next-step card: nothing for a visitor or while the member's learning loads, then
 * the member's (member-next-step.tsx, fetched on demand beside their learning).
 */
export function NextStep({ userId, learning, ...props }: NextStepProps) {
  if (userId === null || !learning) return null;
  return (
    <Suspense fallback={null}>
      <memberPanels.MemberNextStep userId={userId} learning={learning} {...props} />
    </Suspense>
  );
}
