import StorePage from './components/StorePage';

/** /seller/{slug}: a supplier's store. */
export default function SellerStore() {
  return <StorePage storeType="seller" />;
}
