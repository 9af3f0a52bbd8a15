import { FlowsView } from '@/features/flows/flows-view';

export function FlowsRoute() {
  return <FlowsView />;
}
