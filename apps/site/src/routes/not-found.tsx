import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';

export function Component() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <button type="button" onClick={() => navigate(paths.home)}>
        Return home
      </button>
      <Link to={paths.home}>Go back to home</Link>
    </section>
  );
}
