import { usePageTitle } from '../hooks/use-page-title';

/**
 * A page whose feature is built in a later step: it has its route, heading and document title so the shell
 * and navigation can be used and tested now. Each route in app/router.tsx swaps it for the real page.
 */
export default function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="site-width placeholder-page">
      <h1>{title}</h1>
    </section>
  );
}
