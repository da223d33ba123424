/**
 * Toast timing and gestures: 5000 ms is the toast system's default and public pages use 4.5 s; a
 * 50 px swipe dismisses; F8 moves focus to the newest toast; phones show one toast at a time.
 */
export const toastTokens = {
  durationMs: { default: 5000, public: 4500 },
  swipeThresholdPx: 50,
  hotkey: 'F8',
  /** Fixed width: react-toastify measures the swipe as a share of it. */
  widthPx: 360,
  /**
   * Below this width (phones) one toast shows at a time and the next waits its turn: toasts span
   * the screen there, and a stack of three covered a third of it.
   */
  stackMinWidthPx: 768,
} as const;
