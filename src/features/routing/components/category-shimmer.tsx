import './category-shimmer.css';
import { Shimmer } from '../../../ui/shimmer/shimmer';
import { CATEGORY_SHIMMER_GALLERY_ITEMS } from '../constants';
import { ROUTING_MESSAGES } from '../messages';

/** The category page's loading placeholder: title, sidebar, heading and a gallery of 6 items (SPEC 2.3). */
export function CategoryShimmer() {
  return (
    <div
      className="category-shimmer site-width"
      role="status"
      aria-label={ROUTING_MESSAGES.loadingPage}
      aria-busy="true"
    >
      <div className="category-shimmer__title" data-testid="shimmer-title">
        <Shimmer height="2.5rem" width="40%" />
      </div>
      <div className="category-shimmer__layout">
        <aside className="category-shimmer__sidebar" data-testid="shimmer-sidebar">
          {Array.from({ length: 6 }, (_, i) => (
            <Shimmer key={i} height="1.25rem" />
          ))}
        </aside>
        <div className="category-shimmer__main">
          <div className="category-shimmer__heading" data-testid="shimmer-heading">
            <Shimmer height="2rem" width="30%" />
            <Shimmer height="2rem" width="6.26rem" />
          </div>
          <ul className="category-shimmer__gallery">
            {Array.from({ length: CATEGORY_SHIMMER_GALLERY_ITEMS }, (_, i) => (
              <li key={i} className="category-shimmer__item">
                <Shimmer height="12rem" />
                <Shimmer height="1rem" width="80%" />
                <Shimmer height="1rem" width="40%" />
                <Shimmer height="2.5rem" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
