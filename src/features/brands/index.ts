// The brands feature's public surface: the brands slider (home page, sign-in page) and brand page links.
export { BrandsSlider } from './components/brands-slider';
export { brandHref } from './brand-url';
