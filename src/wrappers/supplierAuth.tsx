import { decideSupplierAuth } from '@/utils/guards';
import MerchantWrapper from './MerchantWrapper';

/** Supplier pages need the supplier role: otherwise on to /commodity/auth. */
export default function SupplierAuthWrapper() {
  return <MerchantWrapper decide={decideSupplierAuth} />;
}
