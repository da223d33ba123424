import styled from '@emotion/styled';
import {
  FAILURE_TOASTS,
  MESSAGES,
  ORDER_FILE_ACCEPT,
  ORDER_FILE_LABELS,
  ORDER_FILE_MAX_BYTES,
  type ToastText,
} from '@manara/contracts';
import { Button, Field, toast } from '@manara/ui';
import { useRef, useState, type FormEvent } from 'react';
import { failureToast } from '@/lib/session';
import { FileInput } from '../file-input';
import { orderFileProblem } from './check-file';

const Form = styled.form(({ theme }) => ({ display: 'grid', gap: theme.space[3] }));

/** The button keeps its own width under the full-width field. */
const Actions = styled.div({ display: 'flex' });

/** What the file field tells the person choosing: the kinds and the size an order takes. */
export const ORDER_FILE_HINT = `${ORDER_FILE_LABELS}, up to ${ORDER_FILE_MAX_BYTES / 1024 / 1024} MB each.`;

export interface FileUploadProps {
  /** Uploads the file; a rejection keeps it chosen, and a toast says why in the server's words. */
  onUpload: (file: File) => Promise<unknown>;
  /** The toast once the file is in. */
  success: ToastText;
  label: string;
  submitLabel: string;
}

/**
 * One file to an order: chosen, checked for its kind and size in the browser (the server checks the
 * bytes), uploaded, and the picker emptied once it is in.
 */
export function FileUpload({ onUpload, label, submitLabel, success }: FileUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = file ? orderFileProblem(file) : MESSAGES.orderFileMissing;
    if (!file || problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setUploading(true);
    try {
      await onUpload(file);
      toast.success(success);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (failure) {
      // The file stays chosen for another try.
      toast.error(failureToast(failure, FAILURE_TOASTS.orderUpload));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Field label={label} hint={ORDER_FILE_HINT} error={error ?? undefined}>
        {(aria) => (
          <FileInput
            {...aria}
            ref={input}
            type="file"
            name="file"
            accept={ORDER_FILE_ACCEPT}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0] ?? null;
              setFile(chosen);
              setError(chosen ? orderFileProblem(chosen) : null);
            }}
          />
        )}
      </Field>
      <Actions>
        <Button type="submit" variant="outline" loading={uploading}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
