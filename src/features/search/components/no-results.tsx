import { Link } from 'react-router-dom';
import { useSearchHelp, type HelpLink } from '../hooks/use-search-help';
import { SEARCH_MESSAGES } from '../messages';
import { NO_RESULTS_MESSAGES } from '../no-results-messages';

function LinkGroup({ title, links }: { title: string; links: HelpLink[] }) {
  if (!links.length) return null;
  return (
    <nav className="no-results__group" aria-label={title}>
      <h2 className="no-results__heading">{title}</h2>
      <ul className="no-results__links">
        {links.map((link) => (
          <li key={link.key}>
            <Link className="no-results__link" to={link.href}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A search that found nothing: says so, and offers a correction, popular searches and the top categories. */
export function NoResults({ term }: { term: string }) {
  const help = useSearchHelp(term);
  return (
    <section className="no-results" aria-label={NO_RESULTS_MESSAGES.title}>
      <p className="no-results__message" role="status">
        {SEARCH_MESSAGES.noResults(term)}
      </p>
      {help.didYouMean ? (
        <p className="no-results__did-you-mean">
          {NO_RESULTS_MESSAGES.didYouMean} <Link to={help.didYouMean.href}>{help.didYouMean.label}</Link>?
        </p>
      ) : null}
      <LinkGroup title={NO_RESULTS_MESSAGES.popularSearches} links={help.popular} />
      <LinkGroup title={NO_RESULTS_MESSAGES.shopByCategory} links={help.categories} />
    </section>
  );
}
