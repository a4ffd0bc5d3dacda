/** A speech bubble with a handset: reads as WhatsApp without copying its logo artwork. */
export function WhatsAppIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden focusable="false">
      <path
        d="M6 17.5 3.5 20.5l4.25-1.64A8.5 8.5 0 1 0 6 17.5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.9"
        strokeLinejoin="round"
      />
      <path
        d="M9.1 7.4c.35-.35.9-.3 1.15.12l.85 1.45c.2.35.13.8-.17 1.07l-.62.55c.55 1.2 1.5 2.15 2.7 2.7l.55-.62c.27-.3.72-.37 1.07-.17l1.45.85c.42.25.47.8.12 1.15l-.75.75c-.62.62-1.57.78-2.36.38-2.1-1.05-3.8-2.75-4.85-4.85-.4-.79-.24-1.74.38-2.36Z"
        fill="currentColor"
      />
    </svg>
  );
}
