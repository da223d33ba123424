import styled from '@emotion/styled';
import { apiRoutes, SUCCESS_TOASTS, type ALaCarteService } from '@manara/contracts';
import { Button, Dialog, TextArea } from '@manara/ui';
import { useLeadForm } from '@/components/lead-form';
import { HoneypotField } from '@/lib/leads';

const FIELDS = ['details'] as const;

const Form = styled.form(({ theme }) => ({ position: 'relative', display: 'grid', gap: theme.space[5] }));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: theme.space[3],
}));

/**
 * A member's Request scope: what they need for one a-la-carte service, sent as
 * POST /api/scope-requests; it becomes a service request on their account and reaches the team.
 */
export default function ScopeRequestDialog({ service, onClose }: { service: ALaCarteService; onClose: () => void }) {
  const { control, isSubmitting, honeypot, onSubmit, onFocus } = useLeadForm({
    pickSchema: (schemas) => schemas.scopeRequestSchema,
    defaultValues: { item: service, details: '' },
    href: apiRoutes.scopeRequests.href(),
    minimumMs: 0,
    fields: FIELDS,
    success: SUCCESS_TOASTS.scopeRequested,
    onSent: onClose,
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onClose();
      }}
      title={`Request scope: ${service}`}
      description="Tell us about your study and what you need; we reply with a scope, a fixed quote and a timeline."
    >
      <Form noValidate aria-label={`Request scope: ${service}`} onSubmit={onSubmit} onFocus={onFocus}>
        <HoneypotField inputRef={honeypot.inputRef} />
        <TextArea
          control={control}
          name="details"
          label="What do you need?"
          hint="Your study, the data you have, deadlines: at least 10 characters."
          required
          rows={5}
        />
        <Actions>
          <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Send request
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
