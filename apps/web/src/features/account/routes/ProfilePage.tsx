import { ComingSoon } from '../../../components/ui/ComingSoon';

export default function ProfilePage() {
  return <ComingSoon title="ProfilePage" />;
}
