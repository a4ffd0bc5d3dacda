import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';

/** The spec's Download report only logs; the toast tells the devotee the click was heard. */
export function ReportDownload() {
  const onDownload = () => {
    console.log('[kundli] Download report clicked');
    toast.info('Downloads open soon', { description: 'PDF kundli reports can be downloaded very soon.' });
  };
  return (
    <Button onClick={onDownload} size="lg">
      <Download className="h-5 w-5" aria-hidden />
      Download report
    </Button>
  );
}
