import { ComingSoon } from '../../../components/ui/ComingSoon';

export default function AuthPage() {
  return <ComingSoon title="AuthPage" />;
}
