import { ComingSoon } from '../../../components/ui/ComingSoon';

export default function PujaChadhavaSelectionPage() {
  return <ComingSoon title="PujaChadhavaSelectionPage" />;
}
