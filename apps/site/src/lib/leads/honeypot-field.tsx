import styled from '@emotion/styled';
import { HONEYPOT_FIELD } from '@manara/contracts';
import { useCallback, useId, useRef, type RefObject } from 'react';

/** Off-screen rather than `display: none`: bots skip inputs they can tell are hidden. */
const Trap = styled.div({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

/**
 * The honeypot of the public forms: an input people never see or reach (hidden from
 * assistive technology, out of the tab order, never autofilled). A bot that fills every input fills
 * it too, and the server answers that submission as a success without storing it.
 */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const id = useId();
  return (
    <Trap aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </Trap>
  );
}

/** The honeypot's ref for `<HoneypotField>` and a reader of its value for the request body. */
export function useHoneypot() {
  const inputRef = useRef<HTMLInputElement>(null);
  const read = useCallback(() => ({ [HONEYPOT_FIELD]: inputRef.current?.value ?? '' }), []);
  return { inputRef, read };
}
