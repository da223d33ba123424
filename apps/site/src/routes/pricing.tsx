import { PlannedRoute } from './planned';

export function Component() {
  return <PlannedRoute title="Pricing" />;
}
