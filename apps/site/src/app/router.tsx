import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths';
import { Layout } from './layout';

/**
 * The route table of spec §2. Each route module exports `Component` and is loaded on demand, so a
 * visitor downloads only the pages they open.
 */
const router = createBrowserRouter([
  {
    element: <Layout />,
    // The first page's module is still loading: render nothing for those few milliseconds.
    HydrateFallback: () => null,
    children: [
      { path: paths.home, lazy: () => import('../routes/home') },
      { path: paths.dataAnalysis, lazy: () => import('../routes/data-analysis') },
      { path: paths.researchServices, lazy: () => import('../routes/research-services') },
      { path: paths.courses, lazy: () => import('../routes/courses') },
      { path: paths.coursePattern, lazy: () => import('../routes/course-detail') },
      { path: paths.portfolio, lazy: () => import('../routes/portfolio') },
      { path: paths.reviews, lazy: () => import('../routes/reviews') },
      { path: paths.about, lazy: () => import('../routes/about') },
      { path: paths.pricing, lazy: () => import('../routes/pricing') },
      { path: paths.auth, lazy: () => import('../routes/auth') },
      { path: paths.journalSelection, lazy: () => import('../routes/journal-selection') },
      { path: paths.researchWriter, lazy: () => import('../routes/research-writer') },
      { path: paths.workgroups, lazy: () => import('../routes/workgroups') },
      { path: paths.contact, lazy: () => import('../routes/contact') },
      { path: paths.dashboard, lazy: () => import('../routes/dashboard') },
      { path: `${paths.admin}/*`, lazy: () => import('../routes/admin') },
      { path: '*', lazy: () => import('../routes/not-found') },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
