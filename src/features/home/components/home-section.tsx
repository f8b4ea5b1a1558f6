import { useId, type ReactNode } from 'react';

/** A titled home page section within the site width; the heading names the region. */
export function HomeSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      className={['home-section site-width', className].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
