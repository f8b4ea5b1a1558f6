import { Link } from 'react-router-dom';
import { Shimmer } from '../../../ui/shimmer/shimmer';
import { imageUrl } from '../../../lib/images';
import { CATEGORY_IMAGE_SIZE } from '../constants';
import { useHomeCategories } from '../hooks/use-home-categories';
import { HOME_MESSAGES } from '../messages';
import { HomeSection } from './home-section';

const SKELETON_TILES = 6;
const square = (src: string, size: number) => imageUrl(src, { width: size, height: size });

/** The top categories with their images, each linking to its category page. */
export function CategoriesSection() {
  const { loading, categories } = useHomeCategories();
  if (!loading && !categories.length) return null;
  return (
    <HomeSection title={HOME_MESSAGES.categories}>
      {loading ? (
        <div
          className="category-tiles"
          role="status"
          aria-label={HOME_MESSAGES.loading(HOME_MESSAGES.categories)}
        >
          {Array.from({ length: SKELETON_TILES }, (_, i) => (
            <Shimmer key={i} className="category-tile__image" height="auto" />
          ))}
        </div>
      ) : (
        <ul className="category-tiles">
          {categories.map((category) => (
            <li key={category.uid}>
              <Link className="category-tile" to={category.href}>
                <img
                  className="category-tile__image"
                  src={square(category.image, CATEGORY_IMAGE_SIZE * 2)}
                  srcSet={`${square(category.image, CATEGORY_IMAGE_SIZE)} 1x, ${square(category.image, CATEGORY_IMAGE_SIZE * 2)} 2x`}
                  alt=""
                  width={CATEGORY_IMAGE_SIZE}
                  height={CATEGORY_IMAGE_SIZE}
                  loading="lazy"
                  decoding="async"
                />
                <span className="category-tile__name">{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
