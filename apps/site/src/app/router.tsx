import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths';
import { Layout } from './layout';
import { HomeRoute } from '../routes/home';
import { NotFoundRoute } from '../routes/not-found';
import { PlannedRoute } from '../routes/planned';

/** The route table of spec §2. */
const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.dataAnalysis, element: <PlannedRoute title="Data analysis" /> },
      { path: paths.researchServices, element: <PlannedRoute title="Research services" /> },
      { path: paths.courses, element: <PlannedRoute title="Courses" /> },
      { path: paths.coursePattern, element: <PlannedRoute title="Course detail" /> },
      { path: paths.portfolio, element: <PlannedRoute title="Portfolio" /> },
      { path: paths.reviews, element: <PlannedRoute title="Reviews" /> },
      { path: paths.about, element: <PlannedRoute title="About" /> },
      { path: paths.pricing, element: <PlannedRoute title="Pricing" /> },
      { path: paths.auth, element: <PlannedRoute title="Sign in / create account" /> },
      { path: paths.journalSelection, element: <PlannedRoute title="Journal selection" /> },
      { path: paths.researchWriter, element: <PlannedRoute title="Research writer" /> },
      { path: paths.workgroups, element: <PlannedRoute title="Workgroups" /> },
      { path: paths.contact, element: <PlannedRoute title="Contact" /> },
      { path: paths.dashboard, element: <PlannedRoute title="Member dashboard" /> },
      { path: `${paths.admin}/*`, element: <PlannedRoute title="Control panel" /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
