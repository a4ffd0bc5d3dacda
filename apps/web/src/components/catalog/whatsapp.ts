/** https://wa.me/?text=… lets the devotee pick whom to share with. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** The message a devotee forwards to family: what, where, and the link to book. */
export function pujaShareText({ title, temple, url }: { title: string; temple?: string; url: string }): string {
  const where = temple ? ` at ${temple}` : '';
  return `Join me in the ${title}${where} on Sankalp. Book in your name and gotra: ${url}`;
}
