import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, vi } from 'vitest';

// The files of a worker share one document and the libraries' modules (vitest.config.ts). Each
// file still gets its own copy of the project's modules, so state one keeps (held submits, caches)
// starts fresh per file.
vi.resetModules();

afterEach(() => {
  cleanup();
  // With no viewport mounted, this empties the toast library's queue: a toast one test asked for
  // and never showed would otherwise appear in the next file's viewport.
  toast.dismiss();
});
