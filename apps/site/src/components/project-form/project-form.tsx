import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, projectSubmissionInputSchema, PROJECT_FILE_MAX_BYTES } from '@manara/contracts';
import { Button, Field, TextArea, TextField } from '@manara/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { serverFields } from '@/lib/leads';
import { FileInput } from '../file-input';
import { projectFileProblem } from './check-file';

type Schema = typeof projectSubmissionInputSchema;

/** What the form hands over: the checked text, and a PDF and/or a link (at least one). */
export type ProjectInput = z.output<Schema> & { file?: File };

export interface ProjectFormProps {
  /**
   * Sends the project. When the server refuses it, the returned promise rejects with the error: each
   * field the server names (a damaged PDF, a link it refuses) gets its sentence under the field.
   */
  onSubmit: (input: ProjectInput) => Promise<unknown>;
  submitting?: boolean;
  /** A resubmission starts from the last title and description. */
  defaultValues?: { title?: string; description?: string; link?: string };
  submitLabel?: string;
}

const Form = styled.form(({ theme }) => ({ display: 'grid', gap: theme.space[5] }));

const maxMegabytes = PROJECT_FILE_MAX_BYTES / 1024 / 1024;

/** The form's text fields, by the names the server gives its field errors. */
const TEXT_FIELDS = ['title', 'description', 'link'] as const;

/**
 * The course project: a title, a short description, and the work as a PDF (checked for type and
 * size before it uploads) or a link. Sent as one multipart form by the caller.
 */
export function ProjectForm({ onSubmit, submitting, defaultValues, submitLabel = 'Submit project' }: ProjectFormProps) {
  const { control, handleSubmit, setError } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(projectSubmissionInputSchema),
    defaultValues: { title: '', description: '', link: '', ...defaultValues },
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    if (fileError) return;
    if (!file && !values.link) {
      setFileError(MESSAGES.projectFileOrLink);
      return;
    }
    try {
      await onSubmit({ ...values, ...(file ? { file } : {}) });
    } catch (error) {
      const fields = serverFields(error);
      if (fields.file) setFileError(fields.file);
      for (const name of TEXT_FIELDS) if (fields[name]) setError(name, { message: fields[name] });
    }
  });

  return (
    <Form noValidate aria-label="Course project" onSubmit={(event) => void submit(event)}>
      <TextField control={control} name="title" label="Project title" required />
      <TextArea
        control={control}
        name="description"
        label="Short description"
        hint="What you did, with which data, and what you found."
        rows={4}
        required
      />
      <Field label="Project file (PDF)" hint={`One PDF of up to ${maxMegabytes} MB.`} error={fileError ?? undefined}>
        {(aria) => (
          <FileInput
            {...aria}
            type="file"
            name="file"
            accept="application/pdf,.pdf"
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0] ?? null;
              setFile(chosen);
              setFileError(chosen ? projectFileProblem(chosen) : null);
            }}
          />
        )}
      </Field>
      <TextField
        control={control}
        name="link"
        type="url"
        label="Or a link to your project"
        hint="A public address such as OSF, GitHub or a shared drive, starting with https://"
        inputMode="url"
      />
      <div>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
