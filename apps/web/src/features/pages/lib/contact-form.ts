import { contactSchema, type ContactInput } from '@sankalp/shared/schemas/support';

// The schema is shared with the server's POST /support/messages (issue 14): one set of messages.
export { contactSchema } from '@sankalp/shared/schemas/support';
export { MESSAGE_MAX, MESSAGE_MIN, SUBJECT_MAX } from '@sankalp/shared/constants';
export type { ContactInput, ContactValues } from '@sankalp/shared/schemas/support';
export type ContactField = keyof ContactInput;

export const EMPTY_CONTACT: ContactInput = { name: '', email: '', phone: '', subject: '', message: '' };

/** The first message for each invalid field; an empty object when the form can be sent. */
export function contactErrors(input: ContactInput): Partial<Record<ContactField, string>> {
  const r = contactSchema.safeParse(input);
  if (r.success) return {};
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of r.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}
