import { Link, Outlet } from 'react-router-dom';
import { SessionProvider } from '../features/session';
import { paths } from '../config/paths';

export function Layout() {
  return (
    <SessionProvider>
      <a href="#main">Skip to content</a>
      <header>
        <Link to={paths.home}>Manara Research</Link>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </SessionProvider>
  );
}
