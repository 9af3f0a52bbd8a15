import { NotBuilt } from './not-built';

export function FlowsRoute() {
  return <NotBuilt title="Flow explorer" />;
}
