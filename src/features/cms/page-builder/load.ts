// The renderer is its own chunk, fetched alongside DOMPurify the first time CMS content is shown.
type PageBuilderModule = typeof import('./page-builder');

let loading: Promise<PageBuilderModule> | null = null;
let loaded: PageBuilderModule | null = null;

export function loadPageBuilder(): Promise<PageBuilderModule> {
  loading ??= import(/* webpackChunkName: "page-builder" */ './page-builder').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The renderer if it has already loaded (lets a second render skip the loading state). */
export function loadedPageBuilder(): PageBuilderModule | null {
  return loaded;
}
