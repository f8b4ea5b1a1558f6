// The CMS feature's public surface for the app shell and router.
export { CmsBlockGroup } from './components/cms-block-group';
export { RichContent } from './components/rich-content';
