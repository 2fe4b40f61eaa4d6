import { CreatePublicationPage } from '../../features/seller/components/CreatePublicationPage';

/** /creation/publication: a seller publishes a product. */
export default function CreatePublicationRoute() {
  return <CreatePublicationPage />;
}
