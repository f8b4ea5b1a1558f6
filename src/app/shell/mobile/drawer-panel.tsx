import { SlidePanel } from '../../../ui/slide-panel/slide-panel';
import { CategoriesAccordion } from './categories-accordion';
import { CATEGORIES_DRAWER, DRAWER_TITLES } from './drawers';
import { YouDrawer } from './you-drawer';

/** A phone drawer's panel and content: a chunk of its own, loaded the first time a drawer opens. */
export default function DrawerPanel({
  name,
  open,
  onClose,
}: {
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <SlidePanel open={open} title={DRAWER_TITLES[name] ?? ''} onClose={onClose}>
      {name === CATEGORIES_DRAWER ? <CategoriesAccordion /> : <YouDrawer />}
    </SlidePanel>
  );
}
