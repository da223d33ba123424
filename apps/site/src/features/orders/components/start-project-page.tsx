import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FAILURE_TOASTS,
  ORDER_FILE_ACCEPT,
  ORDER_PAGE,
  ORDER_SERVICES,
  orderStartSchema,
  SUCCESS_TOASTS,
  type OrderStart,
  type OrderStartValues,
} from '@manara/contracts';
import {
  Breadcrumb,
  Button,
  ButtonLink,
  Card,
  Eyebrow,
  Field,
  Lead,
  Section,
  Select,
  TextArea,
  toast,
} from '@manara/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FileInput } from '@/components/file-input';
import { ORDER_FILE_HINT, orderFileProblem } from '@/components/order-workspace';
import { paths } from '@/config/paths';
import { failureToast } from '@/lib/session';
import { orderKeys } from '../api/keys';
import { startOrder, uploadOrderFile } from '../api/order-actions';

const Title = styled.h1(({ theme }) => ({
  margin: `${theme.space[2]} 0 ${theme.space[3]}`,
  fontSize: `clamp(${theme.fontSizes['2xl']}, 4vw, ${theme.fontSizes['4xl']})`,
  lineHeight: theme.lineHeights.tight,
}));

const Form = styled.form(({ theme }) => ({ display: 'grid', gap: theme.space[5] }));

const Chosen = styled.ul(({ theme }) => ({
  margin: 0,
  paddingInlineStart: theme.space[5],
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
}));

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[3] }));

/** At reading width, aligned with the heading above it. */
const FormCard = styled(Card)(({ theme }) => ({ maxWidth: theme.sizes.md }));

/** "Name: why", for the file field's error. */
const problemsOf = (files: readonly File[]) =>
  files.flatMap((file) => {
    const problem = orderFileProblem(file);
    return problem ? [`${file.name}: ${problem}`] : [];
  });

/**
 * "Start a project": the service, what the member needs, and optionally their files. The order is
 * opened first, then each file is uploaded to it; the member lands on the order's page either way,
 * told which file did not go through so they can add it there.
 */
export function StartProjectPage({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<OrderStartValues, unknown, OrderStart>({
    resolver: zodResolver(orderStartSchema),
    defaultValues: { service: '' as OrderStartValues['service'], details: '' },
  });

  const submit = handleSubmit(async (values) => {
    if (problemsOf(files).length > 0) return;
    let orderId: string;
    try {
      orderId = (await startOrder(values)).id;
    } catch (error) {
      toast.error(failureToast(error, FAILURE_TOASTS.orderStart));
      return;
    }
    for (const file of files) {
      try {
        await uploadOrderFile(orderId, file);
      } catch (error) {
        const failed = failureToast(error, FAILURE_TOASTS.orderUpload);
        toast.error({ title: failed.title, message: `${file.name}: ${failed.message}` });
      }
    }
    void queryClient.invalidateQueries({ queryKey: orderKeys.list(userId) });
    toast.success(SUCCESS_TOASTS.projectStarted);
    void navigate(ORDER_PAGE.href(orderId));
  });

  return (
    <>
      <Section tone="subtle" spacing="sm">
        <Breadcrumb items={[{ label: 'Dashboard', href: paths.dashboard }, { label: 'Start a project' }]} />
        <Eyebrow>New order</Eyebrow>
        <Title>Start a project</Title>
        <Lead size="md">
          Tell us what you need. A member of the team reviews it within one business day and replies in the order's
          workspace with a scope, a price and a delivery date.
        </Lead>
      </Section>
      <Section spacing="sm">
        <FormCard>
          <Form noValidate aria-label="Start a project" onSubmit={(event) => void submit(event)}>
            <Select
              control={control}
              name="service"
              label="Service"
              placeholder="Choose a service"
              options={ORDER_SERVICES}
              required
            />
            <TextArea
              control={control}
              name="details"
              label="What do you need?"
              hint="Your study, the data you have, the question to answer and any deadline: at least 10 characters."
              rows={6}
              required
            />
            <Field label="Files (optional)" hint={ORDER_FILE_HINT} error={filesError ?? undefined}>
              {(aria) => (
                <FileInput
                  {...aria}
                  type="file"
                  name="files"
                  multiple
                  accept={ORDER_FILE_ACCEPT}
                  onChange={(event) => {
                    const chosen = Array.from(event.currentTarget.files ?? []);
                    setFiles(chosen);
                    const problems = problemsOf(chosen);
                    setFilesError(problems.length ? problems.join(' ') : null);
                  }}
                />
              )}
            </Field>
            {files.length > 0 ? (
              <Chosen aria-label="Files to upload">
                {files.map((file) => (
                  <li key={`${file.name}-${file.size}`}>{file.name}</li>
                ))}
              </Chosen>
            ) : null}
            <Actions>
              <Button type="submit" loading={formState.isSubmitting}>
                Start project
              </Button>
              <ButtonLink href={paths.dashboard} variant="ghost">
                Cancel
              </ButtonLink>
            </Actions>
          </Form>
        </FormCard>
      </Section>
    </>
  );
}
