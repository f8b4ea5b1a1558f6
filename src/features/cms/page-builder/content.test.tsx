import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_BUILDER_MESSAGES } from './messages';
import { heading, htmlCode, renderContent, row, slide, slider, text } from './test-utils';

const location = () => screen.getByRole('status', { name: 'Location' });

test('headings keep their level, text and HTML code keep their markup, dividers are separators', async () => {
  await renderContent(
    row(
      'contained',
      heading(1, 'Festive sale') +
        heading(4, 'Help') +
        text('<p>Save <strong>10%</strong> today</p>') +
        htmlCode(
          '<ul class="trust-badges"><li>Free delivery above ₹499</li><li>7-day replacement</li></ul>',
        ) +
        '<div data-content-type="divider" data-appearance="default" data-element="main"><hr data-element="line" style="width: 50%; border-width: 2px; border-color: rgb(206, 206, 206); display: inline-block;"></div>',
    ),
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Festive sale' })).toHaveStyle({
    textAlign: 'center',
  });
  expect(screen.getByRole('heading', { level: 4, name: 'Help' })).toBeInTheDocument();
  expect(screen.getByText('10%').tagName).toBe('STRONG');
  expect(
    within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Free delivery above ₹499', '7-day replacement']);
  expect(screen.getByRole('separator')).toHaveStyle({ width: '50%', borderTopWidth: '2px' });
});

test('HTML code stored escaped is shown as HTML, sanitised', async () => {
  await renderContent(
    htmlCode(
      '&lt;h3&gt;Store hours&lt;/h3&gt;&lt;p onclick="window.pwned=1"&gt;10 am to 9 pm&lt;/p&gt;&lt;script&gt;window.pwned=2&lt;/script&gt;',
    ),
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Store hours' })).toBeInTheDocument();
  expect(screen.getByText('10 am to 9 pm')).not.toHaveAttribute('onclick');
  expect(screen.queryByText(/window\.pwned/)).not.toBeInTheDocument();
});

test('images show the phone version up to 768px, with alt text, caption and link', async () => {
  await renderContent(
    '<figure data-content-type="image" data-appearance="full-width" data-element="main" style="text-align: center;">' +
      '<a href="/mobiles-tablets.html" target="" data-link-type="category" title="" data-element="link">' +
      '<img class="pagebuilder-mobile-hidden" src="/media/wysiwyg/desk.png" alt="Phones on sale" title="Sale" data-element="desktop_image">' +
      '<img class="pagebuilder-mobile-only" src="/media/wysiwyg/phone.png" alt="Phones on sale" data-element="mobile_image"></a>' +
      '<figcaption data-element="caption">Up to 40% off</figcaption></figure>',
  );
  const image = screen.getByRole('img', { name: 'Phones on sale' });
  expect(image).toHaveAttribute('src', '/media/wysiwyg/desk.png');
  // eslint-disable-next-line testing-library/no-node-access -- the phone source has no role
  expect(image.closest('picture')?.querySelector('source')).toHaveAttribute(
    'srcset',
    '/media/wysiwyg/phone.png',
  );
  // eslint-disable-next-line testing-library/no-node-access -- the phone source has no role
  expect(image.closest('picture')?.querySelector('source')).toHaveAttribute('media', '(max-width: 768px)');
  expect(screen.getByRole('link', { name: 'Phones on sale' })).toHaveAttribute(
    'href',
    '/mobiles-tablets.html',
  );
  expect(screen.getByRole('figure')).toHaveTextContent('Up to 40% off');
});

test('buttons link where they point; a button without a link is only a label', async () => {
  await renderContent(
    '<div data-content-type="buttons" data-appearance="inline" data-same-width="false" data-element="main" style="text-align: center;">' +
      '<div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-primary" href="/offers" target="" data-link-type="default" data-element="link"><span data-element="link_text">See offers</span></a></div>' +
      '<div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-secondary" href="https://partner.example/deal" target="_blank" data-link-type="default" data-element="link"><span data-element="link_text">Partner deal</span></a></div>' +
      '<div data-content-type="button-item" data-appearance="default" data-element="main"><div class="pagebuilder-button-link" data-element="empty_link"><span data-element="link_text">Coming soon</span></div></div>' +
      '</div>',
  );
  expect(screen.getByRole('link', { name: 'See offers' })).toHaveClass('pb-button--primary');
  const partner = screen.getByRole('link', { name: 'Partner deal' });
  expect(partner).toHaveAttribute('target', '_blank');
  expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
  expect(partner).toHaveClass('pb-button--secondary');
  expect(screen.getByText('Coming soon')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Coming soon' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Coming soon' })).not.toBeInTheDocument();
  // eslint-disable-next-line testing-library/no-node-access -- the button group's box has no role
  expect(screen.getByText('See offers').closest('.pb-buttons')).toHaveStyle({ justifyContent: 'center' });
});

test('a linked banner is one link named by its text, with its button inside and no nested links', async () => {
  await renderContent(
    slide('bank', 'Bank offers <a href="/elsewhere">here</a>', '/offers/bank', 'Grab it').replace(
      /data-content-type="slide"/,
      'data-content-type="banner"',
    ),
  );
  const banner = screen.getByRole('link', { name: 'Bank offers here Grab it' });
  expect(banner).toHaveAttribute('href', '/offers/bank');
  expect(within(banner).queryAllByRole('link')).toEqual([]);
  expect(within(banner).getByRole('heading', { name: 'Bank offers here' })).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  // eslint-disable-next-line testing-library/no-node-access -- the background box has no role
  expect(banner.querySelector('.pb-banner__wrapper')?.getAttribute('style')).toContain(
    '/media/wysiwyg/bank.png',
  );
});

test("a click on a linked banner or slide is SPEC 7.3's 'banner click', and opens its page", async () => {
  const user = userEvent.setup();
  window.dataLayer = [];
  const banner = slide('bank', 'Bank offers', '/offers/bank', 'Grab it').replace(
    /data-content-type="slide"/,
    'data-content-type="banner"',
  );
  await renderContent(row('contained', banner + slider([slide('fest', 'Festive sale', '/sale')])));
  await user.click(screen.getByRole('link', { name: 'Bank offers Grab it' }));
  expect(location()).toHaveTextContent('/offers/bank');
  await user.click(screen.getByRole('link', { name: 'Festive sale Shop now' }));
  expect(location()).toHaveTextContent('/sale');
  expect(window.dataLayer.filter((entry) => entry.event === 'banner click')).toEqual([
    { event: 'banner click', banner_name: 'bank', banner_placement: 'cms banner', link_url: '/offers/bank' },
    { event: 'banner click', banner_name: 'fest', banner_placement: 'cms slider', link_url: '/sale' },
  ]);
});

describe('links inside content', () => {
  test('internal links open in the app; other sites and new tabs are full page loads', async () => {
    const user = userEvent.setup();
    await renderContent(
      row(
        'contained',
        text(
          `<p><a href="/contact-us?from=cms">Contact</a> <a href="${window.location.origin}/about-us">About</a></p>`,
        ) +
          '<div data-content-type="buttons" data-appearance="inline" data-element="main"><div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-primary" href="/referral" data-element="link"><span data-element="link_text">Refer</span></a></div>' +
          '<div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-primary" href="https://careers.zeppshop.in/" data-element="link"><span data-element="link_text">Careers</span></a></div></div>',
      ),
    );
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(location()).toHaveTextContent('/contact-us?from=cms');
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(location()).toHaveTextContent('/about-us');
    await user.click(screen.getByRole('link', { name: 'Refer' }));
    expect(location()).toHaveTextContent('/referral');

    const cancelledByApp: boolean[] = [];
    const afterApp = (event: Event) => {
      cancelledByApp.push(event.defaultPrevented);
      event.preventDefault(); // jsdom cannot navigate
    };
    document.addEventListener('click', afterApp);
    fireEvent.click(screen.getByRole('link', { name: 'Careers' }));
    document.removeEventListener('click', afterApp);
    expect(cancelledByApp).toEqual([false]);
    expect(location()).toHaveTextContent('/referral');
  });

  test('links that could run script lose their href', async () => {
    await renderContent(
      '<div data-content-type="buttons" data-appearance="inline" data-element="main"><div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-primary" href="javascript:alert(1)" data-element="link"><span data-element="link_text">Win</span></a></div></div>',
    );
    expect(screen.queryByRole('link', { name: 'Win' })).not.toBeInTheDocument();
    expect(screen.getByText('Win')).not.toHaveAttribute('href');
  });
});

describe('video and map', () => {
  const video = (src: string) =>
    `<div data-content-type="video" data-appearance="default" data-element="main"><div class="pagebuilder-video-inner" data-element="inner" style="max-width: 560px;"><div class="pagebuilder-video-wrapper" data-element="wrapper"><div class="pagebuilder-video-container"><iframe frameborder="0" allowfullscreen="" src="${src}" data-element="video" srcdoc="<script>parent.pwned=1</script>"></iframe></div></div></div></div>`;
  const map =
    '<div data-content-type="map" data-appearance="default" data-show-controls="true" data-locations="[{&quot;position&quot;:{&quot;latitude&quot;:28.6139,&quot;longitude&quot;:77.209},&quot;location_name&quot;:&quot;Delhi store&quot;,&quot;address&quot;:&quot;Connaught Place&quot;,&quot;city&quot;:&quot;New Delhi&quot;}]" data-element="main" style="height: 300px;"></div>';

  afterEach(() => {
    delete process.env.CMS_EMBED_HOSTS;
  });

  test('players and maps from allowed hosts are framed (no srcdoc); others become links', async () => {
    await renderContent(
      video('https://www.youtube.com/embed/abc123') + video('https://videos.evil.example/embed/x') + map,
    );
    const player = screen.getByTitle(PAGE_BUILDER_MESSAGES.video);
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/abc123');
    expect(player).not.toHaveAttribute('srcdoc');
    // eslint-disable-next-line testing-library/no-node-access -- the player's box has no role
    expect(player.closest('.pb-video__inner')).toHaveStyle({ maxWidth: '560px' });
    expect(screen.getByRole('link', { name: PAGE_BUILDER_MESSAGES.watchVideo })).toHaveAttribute(
      'href',
      'https://videos.evil.example/embed/x',
    );
    // eslint-disable-next-line testing-library/no-node-access -- iframes of any kind, named or not
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
    const frame = screen.getByTitle('Map: Delhi store');
    expect(frame).toHaveAttribute('src', 'https://www.google.com/maps?q=28.6139,77.209&z=14&output=embed');
    expect(screen.getByRole('link', { name: 'View Delhi store on the map' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=28.6139,77.209',
    );
    expect(screen.getByText('Connaught Place, New Delhi', { exact: false })).toBeInTheDocument();
  });

  test('with no allowed hosts configured, nothing is framed', async () => {
    process.env.CMS_EMBED_HOSTS = 'none';
    await renderContent(video('https://www.youtube.com/embed/abc123') + map);
    // eslint-disable-next-line testing-library/no-node-access -- iframes of any kind, named or not
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: PAGE_BUILDER_MESSAGES.watchVideo })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Delhi store on the map' })).toBeInTheDocument();
  });

  test('iframes anywhere else in content are removed', async () => {
    await renderContent(
      text('<p>Before</p><iframe src="https://www.youtube.com/embed/abc123"></iframe>') +
        htmlCode(
          '<iframe src="https://www.google.com/maps"></iframe><object data="x.swf"></object><embed src="x.swf">',
        ),
    );
    expect(screen.getByText('Before')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- frames and plugins of any kind
    expect(document.querySelector('iframe, object, embed')).toBeNull();
  });
});

describe('fallbacks', () => {
  test('empty content says there are no blocks to display', async () => {
    await renderContent('   ');
    expect(screen.getByText('There are no blocks to display')).toBeInTheDocument();
  });

  test('content with nothing left after sanitising says the same', async () => {
    await renderContent('<script>window.pwned = 1</script>');
    expect(screen.getByText('There are no blocks to display')).toBeInTheDocument();
  });

  test('an unknown content type shows its HTML, sanitised', async () => {
    await renderContent(
      row(
        'contained',
        '<div data-content-type="countdown" data-appearance="default" data-element="main"><p>Sale ends <b>soon</b></p><img src="x" alt="Clock" onerror="window.pwned=1"><script>window.pwned=2</script></div>',
      ),
    );
    expect(screen.getByText('soon').tagName).toBe('B');
    expect(screen.getByRole('img', { name: 'Clock' })).not.toHaveAttribute('onerror');
    // eslint-disable-next-line testing-library/no-node-access -- scripts have no role
    expect(document.querySelector('script')).toBeNull();
  });

  test('plain (non Page Builder) HTML is shown sanitised', async () => {
    await renderContent('<h2>Our story</h2><p>Since 2019</p><img src=x alt="x" onerror="window.pwned=1">');
    expect(screen.getByRole('heading', { name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'x' })).not.toHaveAttribute('onerror');
  });
});
