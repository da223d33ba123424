import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FAILURE_TOASTS,
  orderMessageInputSchema,
  type OrderMessageInput,
  type OrderMessageValues,
} from '@manara/contracts';
import { Button, TextArea, toast } from '@manara/ui';
import { useForm } from 'react-hook-form';
import { failureToast } from '@/lib/session';

const Form = styled.form(({ theme }) => ({ display: 'grid', gap: theme.space[3] }));

/** The button keeps its own width under the full-width field. */
const Actions = styled.div({ display: 'flex' });

export interface MessageComposerProps {
  /** Sends the message; a rejection keeps the text, and a toast says why in the server's words. */
  onSend: (body: string) => Promise<unknown>;
  /** Whom the message goes to, for the field's label ("Message to the team"). */
  label: string;
  hint?: string;
}

/**
 * Writing to the other side of an order: plain text, checked with the contract's rule (not empty,
 * at most 5,000 characters) before it is sent, cleared once it is. Ctrl+Enter (⌘+Enter) sends too.
 */
export function MessageComposer({ onSend, label, hint }: MessageComposerProps) {
  const { control, handleSubmit, reset, formState } = useForm<OrderMessageValues, unknown, OrderMessageInput>({
    resolver: zodResolver(orderMessageInputSchema),
    defaultValues: { body: '' },
  });
  const submit = handleSubmit(async ({ body }) => {
    try {
      await onSend(body);
      reset({ body: '' });
    } catch (error) {
      // The text stays for another try.
      toast.error(failureToast(error, FAILURE_TOASTS.orderMessage));
    }
  });
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <TextArea
        control={control}
        name="body"
        label={label}
        hint={hint}
        rows={4}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
      />
      <Actions>
        <Button type="submit" loading={formState.isSubmitting}>
          Send message
        </Button>
      </Actions>
    </Form>
  );
}
