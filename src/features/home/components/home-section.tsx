import { useId, type ReactNode } from 'react';

interface HomeSectionProps {
  title: string;
  /**
   * Whether the section is a region named by its heading. A section holding a slider is not: the slider is
   * the region (a carousel of the same name), and two nested regions of one name would say it twice.
   */
  region?: boolean;
  className?: string;
  children: ReactNode;
}

/** A titled home page section within the site width. */
export function HomeSection({ title, region = true, className, children }: HomeSectionProps) {
  const id = useId();
  const classes = ['home-section site-width', className].filter(Boolean).join(' ');
  const heading = (
    <h2 id={id} className="home-section__title">
      {title}
    </h2>
  );
  if (!region)
    return (
      <div className={classes}>
        {heading}
        {children}
      </div>
    );
  return (
    <section className={classes} aria-labelledby={id}>
      {heading}
      {children}
    </section>
  );
}
