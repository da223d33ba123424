import { useCallback, useEffect, useState } from 'react';

type Target = () => HTMLElement | null | undefined;

/**
 * Moves focus once the next render is on screen. A save unmounts the control that had focus (the
 * form is remounted, a row is replaced), so the target is looked up after React has committed.
 */
export function useFocusLater(): (...targets: Target[]) => void {
  const [request, setRequest] = useState<{ targets: Target[] } | null>(null);

  useEffect(() => {
    if (!request) return;
    for (const target of request.targets) {
      const element = target();
      if (element?.isConnected) {
        element.focus();
        break;
      }
    }
    setRequest(null);
  }, [request]);

  // The first target that exists takes focus: the saved row, else a heading that is always there.
  return useCallback((...targets: Target[]) => setRequest({ targets }), []);
}
