import { CompareView } from '@/features/compare/compare-view';

export function CompareRoute() {
  return <CompareView />;
}
