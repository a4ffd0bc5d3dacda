import type { ComponentProps } from 'react';
import { FormField } from '../../../components/ui/FormField';

export { inputClass } from '../../../components/ui/FormField';

/** The account forms mark required fields only (no "(optional)" on the rest). */
export function Field(props: Omit<ComponentProps<typeof FormField>, 'markOptional'>) {
  return <FormField markOptional={false} {...props} />;
}
