import { RichContent } from '../../cms';

/** The rest of the CMS home page, below the sections: a chunk of its own, loaded as the shopper nears it. */
export default function HomeCmsContent({ html }: { html: string }) {
  return (
    <div className="site-width home-page__cms">
      <RichContent html={html} />
    </div>
  );
}
