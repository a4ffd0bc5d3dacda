import { ComingSoon } from '../../../components/ui/ComingSoon';

export default function PujaSankalpPage() {
  return <ComingSoon title="PujaSankalpPage" />;
}
