/**
 * Toast timing and gestures: 5000 ms is the toast system's default and public pages use 4.5 s; a
 * 50 px swipe dismisses; F8 moves focus to the newest toast.
 */
export const toastTokens = {
  durationMs: { default: 5000, public: 4500 },
  swipeThresholdPx: 50,
  hotkey: 'F8',
  /** Fixed width: react-toastify measures the swipe as a share of it. */
  widthPx: 360,
} as const;
