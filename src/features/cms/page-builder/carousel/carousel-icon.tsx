/** The carousel's own control glyphs (decorative; the buttons carry the names). */
const PATHS = {
  previous: 'M15 18l-6-6 6-6',
  next: 'M9 18l6-6-6-6',
  pause: 'M6 4h4v16H6z M14 4h4v16h-4z',
  play: 'M6 4l14 8-14 8z',
} as const;

export function CarouselIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
