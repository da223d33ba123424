/**
 * The entry's first import after the first paint (main.tsx, docs/decisions/050): a module in the
 * framework's file, so that file (React, the router, TanStack Query, Emotion) is evaluated in a task
 * of its own. A named import, not the router's whole namespace, so the bundle still drops what the
 * site does not use. React DOM's client is not named here, or it would run in this task too.
 */
export { RouterProvider } from 'react-router-dom';
