import StorePage from './components/StorePage';

/** /buyer/{slug}: a receiver's store. */
export default function BuyerStore() {
  return <StorePage storeType="buyer" />;
}
