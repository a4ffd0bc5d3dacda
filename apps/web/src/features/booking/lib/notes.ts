/** The notes the payment window carries for a puja (part 2 § 7): puja, package, temple, gotra, chadhava total, booking id. */
export function buildCheckoutNotes(input: {
  pujaTitle: string;
  packageTitle: string;
  templeName: string;
  gotra: string;
  chadhavaTotal: number;
  bookingId: string;
}): Record<string, string> {
  const notes: Record<string, string> = {
    puja: input.pujaTitle,
    package: input.packageTitle,
    temple: input.templeName,
    gotra: input.gotra,
    chadhava_total: String(Number.isFinite(input.chadhavaTotal) ? input.chadhavaTotal : 0),
    booking_id: input.bookingId,
  };
  for (const k of Object.keys(notes)) if (!notes[k]!.trim()) delete notes[k];
  return notes;
}

/** 'Saraswati Puja — Family Puja' (what the payment window says it is for). */
export const checkoutDescription = (pujaTitle: string, packageTitle: string) =>
  packageTitle ? `${pujaTitle} — ${packageTitle}` : pujaTitle;
