import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { TOAST_DRAG_PERCENT, TOAST_DURATION, ToastViewport } from './toast';
import { toast } from './toast-on-demand';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

/** A browser whose screen is `width` px wide, as far as media queries go. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/max-width: ([\d.]+)px/.exec(query)?.[1]) >= width,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('Toasts', () => {
  it('uses the toast durations and a 50 px swipe on a 360 px toast', () => {
    expect(TOAST_DURATION).toEqual({ default: 5000, public: 4500 });
    expect((TOAST_DRAG_PERCENT / 100) * 360).toBeCloseTo(50);
  });

  // First in the file: the toast system is not loaded yet when these are asked for.
  it('shows toasts asked for before the toast system loaded, once it has, in the order asked', async () => {
    renderWithTheme(<ToastViewport />);
    act(() => {
      toast.success({ title: 'Saved' });
      toast.error({ title: 'Upload failed' });
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
    const texts = screen.getAllByText(/^(Saved|Upload failed)$/).map((el) => el.textContent);
    // Newest on top.
    expect(texts).toEqual(['Upload failed', 'Saved']);
  });

  it('shows a success toast with title and message as a polite status', async () => {
    renderWithTheme(<ToastViewport />);
    act(() => {
      toast.success({
        title: 'Review submitted',
        message: 'Thank you! Your review is pending approval by our admin team.',
      });
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Review submitted');
    expect(status).toHaveTextContent('pending approval');
  });

  it('shows an error toast as an alert', async () => {
    renderWithTheme(<ToastViewport duration={TOAST_DURATION.public} />);
    act(() => {
      toast.error({ title: 'Sign in failed', message: 'Unable to sign in' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in failedUnable to sign in');
  });

  it('F8 moves focus to the toasts', async () => {
    renderWithTheme(
      <>
        <button type="button">Elsewhere</button>
        <ToastViewport />
      </>,
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    act(() => {
      toast.success({ title: 'Copied' });
    });
    await screen.findByText('Copied');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: 'Notifications F8' });
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it('shows one toast at a time on a phone and a stack on wider screens', async () => {
    screenWidth(390);
    const phone = renderWithTheme(<ToastViewport />);
    act(() => {
      toast.success({ title: 'First' });
      toast.success({ title: 'Second' });
      toast.success({ title: 'Third' });
    });
    await screen.findByText('First');
    expect(screen.queryByText('Second')).toBeNull();
    expect(screen.queryByText('Third')).toBeNull();
    // The next one shows once the first has closed (its exit animation ends: the browser tests see it).
    act(() => toast.dismiss());
    phone.unmount();

    screenWidth(1280);
    renderWithTheme(<ToastViewport />);
    act(() => {
      toast.success({ title: 'Fourth' });
      toast.success({ title: 'Fifth' });
    });
    expect(await screen.findByText('Fourth')).toBeInTheDocument();
    expect(screen.getByText('Fifth')).toBeInTheDocument();
  });

  it('carries one action, a button inside the toast that runs it', async () => {
    renderWithTheme(<ToastViewport />);
    const undo = vi.fn();
    act(() => {
      toast.success({
        title: 'Review removed',
        message: 'The review is deleted.',
        action: { label: 'Undo', accessibleLabel: 'Undo: Review removed', onAction: undo },
      });
    });
    const button = await screen.findByRole('button', { name: 'Undo: Review removed' });
    expect(button).toHaveTextContent('Undo');
    fireEvent.click(button);
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('keeps a toast for its duration from when it has slid in, holds it while hovered, and ignores its bar', async () => {
    renderWithTheme(<ToastViewport duration={1000} />);
    act(() => {
      toast.success({ title: 'Saved' });
    });
    const shown = await screen.findByRole('status');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      // Its time starts once its entrance animation has ended.
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.getByRole('status')).toBe(shown);
      fireEvent.animationEnd(shown);
      act(() => vi.advanceTimersByTime(600));
      // The bar only shows the time: its animation ending early closes nothing.
      const bar = shown.querySelector('[data-type="success"]');
      if (!bar) throw new Error('no countdown bar');
      fireEvent.animationEnd(bar);
      fireEvent.mouseEnter(shown);
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.getByRole('status')).toBe(shown);
      fireEvent.mouseLeave(shown);
      act(() => vi.advanceTimersByTime(399));
      expect(screen.getByRole('status')).toBe(shown);
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
