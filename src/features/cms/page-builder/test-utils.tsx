// Test helpers: render CMS HTML the way pages do (RichContent inside the app's providers) and build Page
// Builder markup shaped like Magento's (data-content-type / data-appearance / data-element).
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders, type ProviderOptions } from '../../../../test/support/render';
import { RichContent } from '../components/rich-content';
import { CMS_MESSAGES } from '../messages';

export function Where() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

/** Renders CMS HTML and waits until the sanitiser and renderer have loaded. */
export async function renderContent(html: string, options: ProviderOptions = {}) {
  const view = renderWithProviders(
    <>
      <div data-testid="content">
        <RichContent html={html} />
      </div>
      <Where />
    </>,
    options,
  );
  await waitFor(
    () => expect(screen.queryByRole('status', { name: CMS_MESSAGES.loading })).not.toBeInTheDocument(),
    { timeout: 20_000 },
  );
  return view;
}

const attrs = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');

/** Magento writes data-background-images as JSON with backslash-escaped quotes. */
export const backgroundImages = (desktop: string, mobile = desktop) =>
  `{\\&quot;desktop_image\\&quot;:\\&quot;${desktop}\\&quot;,\\&quot;mobile_image\\&quot;:\\&quot;${mobile}\\&quot;}`;

export function row(
  appearance: 'contained' | 'full-width' | 'full-bleed',
  inner: string,
  settings: Record<string, string | undefined> = {},
): string {
  const box = attrs({ 'data-element': appearance === 'contained' ? 'inner' : 'main', ...settings });
  if (appearance === 'contained')
    return `<div data-content-type="row" data-appearance="contained" data-element="main"><div${box}>${inner}</div></div>`;
  const wrapped =
    appearance === 'full-width'
      ? `<div class="row-full-width-inner" data-element="inner">${inner}</div>`
      : inner;
  return `<div data-content-type="row" data-appearance="${appearance}"${box}>${wrapped}</div>`;
}

export function columns(...cells: { alignment: string; width: string; html: string }[]): string {
  const inner = cells
    .map(
      ({ alignment, width, html }) =>
        `<div class="pagebuilder-column" data-content-type="column" data-appearance="${alignment}" data-background-images="{}" data-element="main" style="justify-content: flex-start; display: flex; flex-direction: column; width: ${width}; align-self: stretch;">${html}</div>`,
    )
    .join('');
  return `<div class="pagebuilder-column-group" style="display: flex;" data-content-type="column-group" data-grid-size="12" data-element="main"><div class="pagebuilder-column-line" style="display: flex; width: 100%;" data-content-type="column-line" data-element="main">${inner}</div></div>`;
}

export const heading = (level: number, text: string) =>
  `<h${level} data-content-type="heading" data-appearance="default" data-element="main" style="text-align: center;">${text}</h${level}>`;

export const text = (html: string) =>
  `<div data-content-type="text" data-appearance="default" data-element="main">${html}</div>`;

export const htmlCode = (html: string) =>
  `<div data-content-type="html" data-appearance="default" data-element="main">${html}</div>`;

export function slide(name: string, title: string, href?: string, button = 'Shop now'): string {
  const content = `<div class="pagebuilder-slide-wrapper" data-background-images="${backgroundImages(`/media/wysiwyg/${name}.png`)}" data-element="wrapper" style="background-size: cover;"><div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="" data-element="overlay" style="min-height: 300px;"><div class="pagebuilder-poster-content"><div data-element="content"><h2>${title}</h2></div><button type="button" class="pagebuilder-slide-button pagebuilder-button-primary" data-element="button">${button}</button></div></div></div>`;
  const linked = href
    ? `<a href="${href}" target="" data-link-type="default" data-element="link">${content}</a>`
    : content;
  return `<div data-content-type="slide" data-slide-name="${name}" data-appearance="poster" data-show-button="always" data-show-overlay="never" data-element="main">${linked}</div>`;
}

export function slider(slides: string[], settings: Record<string, string> = {}): string {
  const defaults = {
    'data-autoplay': 'false',
    'data-autoplay-speed': '4000',
    'data-fade': 'false',
    'data-infinite-loop': 'false',
    'data-show-arrows': 'true',
    'data-show-dots': 'true',
  };
  return `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default"${attrs({ ...defaults, ...settings })} data-element="main" style="min-height: 300px;">${slides.join('')}</div>`;
}

export function tabs(items: { name: string; html: string }[], activeTab = 0): string {
  const headers = items
    .map(
      (item, index) =>
        `<li role="tab" class="tab-header" data-element="headers" data-index="${index}"><a href="#tab-${index}" class="tab-title"><span class="tab-title">${item.name}</span></a></li>`,
    )
    .join('');
  const panels = items
    .map(
      (item, index) =>
        `<div data-content-type="tab-item" data-appearance="default" data-tab-name="${item.name}" data-background-images="{}" data-element="main" id="tab-${index}">${item.html}</div>`,
    )
    .join('');
  return `<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-active-tab="${activeTab}" data-element="main"><ul role="tablist" class="tabs-navigation" data-element="navigation">${headers}</ul><div class="tabs-content" data-element="content" style="min-height: 250px;">${panels}</div></div>`;
}

export function products(appearance: 'grid' | 'carousel', skus: string[], settings = ''): string {
  const items = skus
    .map(
      (sku) =>
        `<li class="product-item"><div class="product-item-info" data-product-sku="${sku}"><a class="product-item-link" href="/p.html">${sku}</a></div></li>`,
    )
    .join('');
  return `<div data-content-type="products" data-appearance="${appearance}" data-autoplay="false" data-autoplay-speed="4000" data-infinite-loop="false" data-show-arrows="true" data-show-dots="true" data-element="main"${settings}><div class="block widget block-products-list"><ol class="product-items">${items}</ol></div></div>`;
}
