import { decideResellerAuth } from '@/utils/guards';
import MerchantWrapper from './MerchantWrapper';

/** Buying and bargaining need the receiver role: otherwise on to /demand/auth. */
export default function ResellerAuthWrapper() {
  return <MerchantWrapper decide={decideResellerAuth} />;
}
