import { Link, Outlet } from 'react-router-dom';
import { Providers } from './providers';
import { paths } from '../config/paths';

export function Layout() {
  return (
    <Providers>
      <a href="#main">Skip to content</a>
      <header>
        <Link to={paths.home}>Manara Research</Link>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </Providers>
  );
}
