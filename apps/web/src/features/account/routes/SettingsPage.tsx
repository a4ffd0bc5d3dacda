import { ComingSoon } from '../../../components/ui/ComingSoon';

export default function SettingsPage() {
  return <ComingSoon title="SettingsPage" />;
}
