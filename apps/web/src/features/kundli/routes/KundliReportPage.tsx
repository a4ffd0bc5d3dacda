import { ArrowLeft, Info } from 'lucide-react';
import { Link } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { ReportDownload } from '../components/ReportDownload';
import { SampleReport } from '../components/SampleReport';

export default function KundliReportPage() {
  useTitle('Sample Kundli Report');
  return (
    <div className="container-page py-6 md:py-10">
      <Link
        to="/kundli"
        className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-saffron-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Kundli
      </Link>
      <header className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <span className="inline-flex rounded-full bg-maroon-800 px-3 py-1 text-xs font-bold uppercase tracking-widest text-white">
            Sample report
          </span>
          <h1 className="mt-3 font-display text-[28px] font-bold leading-tight md:text-[36px]">Janam Kundli Report</h1>
          <div className="mt-1 h-0.5 w-16 bg-gold-400" aria-hidden />
        </div>
        <ReportDownload />
      </header>
      <p className="mt-5 flex gap-2.5 rounded-[12px] border border-cream-200 bg-cream-100 p-4 text-sm text-ink-900">
        <Info className="mt-0.5 h-5 w-5 shrink-0 text-saffron-700" aria-hidden />
        This is a sample report to show what your kundli will contain. It is not based on your birth details.
      </p>
      <div className="mt-6">
        <SampleReport />
      </div>
    </div>
  );
}
