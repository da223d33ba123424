import { TOAST_DURATION, ToastViewport } from '@manara/ui';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The toast viewport, loaded by `ToastHost` (lib/toast-host.tsx) on demand: it carries the toast
 * system (react-toastify) that no page needs for its first paint. Public pages show toasts for
 * 4.5 s; the dashboard and admin keep the toast system's default.
 */
export default function SiteToastViewport() {
  const { pathname } = useLocation();
  const member = pathname.startsWith(paths.dashboard) || pathname.startsWith(paths.admin);
  return <ToastViewport duration={member ? TOAST_DURATION.default : TOAST_DURATION.public} />;
}
