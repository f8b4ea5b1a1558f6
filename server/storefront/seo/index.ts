// The storefront server's SEO for a public page: its head (title, description, canonical, robots, Open Graph,
// Twitter card) and its JSON-LD, written from the page load.ts gathers (page.ts).
export { headTags } from './head';
export { jsonLdTags, structuredData } from './structured-data';
