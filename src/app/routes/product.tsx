import { useParams } from 'react-router';
import { NotBuilt } from './not-built';

export function ProductRoute() {
  const { pid = '' } = useParams();
  return (
    <NotBuilt title="Product view">
      <p>
        Requested product: <code>{pid}</code>
      </p>
    </NotBuilt>
  );
}
