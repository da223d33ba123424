import { PlannedRoute } from './planned';

export function Component() {
  return <PlannedRoute title="Sign in / create account" />;
}
