import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useHydrating } from '../../lib/use-hydrating';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'maroon';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-55 select-none';
const variants: Record<Variant, string> = {
  primary: 'bg-saffron-600 text-white shadow-sm hover:bg-saffron-700 disabled:hover:bg-saffron-600',
  secondary: 'bg-cream-100 text-maroon-800 hover:bg-cream-200',
  outline: 'border-2 border-saffron-600 bg-white text-saffron-700 hover:bg-saffron-50',
  ghost: 'text-saffron-700 hover:bg-cream-100',
  maroon: 'bg-maroon-800 text-white hover:bg-maroon-900',
};
const sizes: Record<Size, string> = {
  sm: 'min-h-9 px-3.5 text-sm',
  md: 'min-h-11 px-5 text-[15px]',
  lg: 'min-h-12 px-6 text-base',
};

export const buttonClass = (variant: Variant = 'primary', size: Size = 'md', extra = '') =>
  `${base} ${variants[variant]} ${sizes[size]} ${extra}`;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size; children: ReactNode };

/**
 * A button. On a server-rendered page it does nothing until the page's code has taken over, so
 * until then it says so (aria-disabled, the progress cursor) instead of swallowing a tap in silence;
 * it looks the same, so a fast page does not flicker.
 */
export function Button({ variant, size, className = '', type = 'button', ...rest }: ButtonProps) {
  const hydrating = useHydrating();
  return (
    <button
      type={type}
      className={buttonClass(variant, size, hydrating ? `${className} cursor-progress` : className)}
      aria-disabled={hydrating || undefined}
      {...rest}
    />
  );
}

export function ButtonLink({ variant, size, className = '', ...rest }: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClass(variant, size, className)} {...rest} />;
}
