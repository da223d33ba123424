/**
 * What `main.tsx` imports first, a task before React DOM and two before the page's own modules, so
 * that the framework's file is evaluated in a task of its own (docs/decisions/049). A named import,
 * not the router's whole namespace, so the bundle still drops what the site does not use. React DOM
 * (CommonJS, run when first required) is not named here, or it would run in this task too.
 */
export { RouterProvider } from 'react-router-dom';
