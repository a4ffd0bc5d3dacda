import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { inputClass } from './Field';
import { useAccountT } from '../i18n/index';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> };

/** A password input with a show/hide toggle (a real button, 44 px, with its state announced). */
export function PasswordInput({ ref, className = '', ...rest }: Props) {
  const { t } = useAccountT();
  const [shown, setShown] = useState(false);
  const invalid = rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';
  return (
    <div className="relative">
      <input ref={ref} type={shown ? 'text' : 'password'} className={inputClass(invalid, `pr-14 ${className}`)} {...rest} />
      <button
        type="button"
        onClick={() => setShown((v) => !v)}
        className="absolute inset-y-0 right-0.5 my-auto inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100 hover:text-ink-900"
        aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
        aria-pressed={shown}
        aria-controls={rest.id}
      >
        {shown ? <EyeOff className="h-5 w-5" aria-hidden /> : <Eye className="h-5 w-5" aria-hidden />}
      </button>
    </div>
  );
}
