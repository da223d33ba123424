import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '../button';
import { CheckIcon, CopyIcon } from '../icon';
import { VisuallyHidden } from '../visually-hidden';

/** Writes to the clipboard, falling back to a hidden textarea where the async API is missing. */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copy failed');
}

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The text to copy, or a function that returns it at click time. */
  text: string | (() => string);
  label?: string;
  copiedLabel?: string;
  /** e.g. show a "Copied" toast. */
  onCopied?: () => void;
  onCopyError?: (error: unknown) => void;
}

/** Copies text and says "Copied" for two seconds, announced politely to screen readers. */
export function CopyButton({
  text,
  label = 'Copy',
  copiedLabel = 'Copied',
  onCopied,
  onCopyError,
  variant = 'outline',
  size = 'sm',
  ...props
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const handleClick = async () => {
    try {
      await copyText(typeof text === 'function' ? text() : text);
      setCopied(true);
      onCopied?.();
    } catch (error) {
      onCopyError?.(error);
    }
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        data-state={copied ? 'copied' : 'idle'}
        iconStart={copied ? <CheckIcon /> : <CopyIcon />}
        onClick={() => void handleClick()}
        {...props}
      >
        {copied ? copiedLabel : label}
      </Button>
      {/* Outside the button, so the announcement does not become part of its name. */}
      <VisuallyHidden role="status">{copied ? `${copiedLabel} to clipboard` : ''}</VisuallyHidden>
    </>
  );
}
