import type { RootComponentProps } from '../root-components';

/**
 * Default variant for category and product pages until the catalogue step: the name the route resolved to.
 * (The document title is set by the catch-all from the same name.)
 */
export default function ResolvedPage({ name }: RootComponentProps) {
  return (
    <section className="site-width resolved-page">
      <h1>{name}</h1>
    </section>
  );
}
