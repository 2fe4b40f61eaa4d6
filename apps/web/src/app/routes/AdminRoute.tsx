import { useParams } from 'react-router';
import { AdminConsole } from '../../features/admin/components/AdminConsole';
import { adminText } from '../../features/admin/text';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { RegionBoundary } from '../../shared/ui/RegionState';
import { routeText } from './text';

/** /admin/*: the operators' console, a chunk of its own that no client page loads. */
export default function AdminRoute() {
  useDocumentTitle(`${adminText.title} | ${routeText.siteName}`);
  const path = useParams()['*'] ?? '';
  return (
    <RegionBoundary message={adminText.loadError}>
      <AdminConsole path={path} />
    </RegionBoundary>
  );
}
