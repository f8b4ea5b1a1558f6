// Every content type of SPEC 2.5: how its settings are read (parser) and what shows it (component).
import type { ComponentType } from 'react';
import type { ParserRegistry } from '../parse/parse-content';
import type { ContentTypeParser } from '../parse/types';
import type { CONTENT_TYPES } from '../constants';
import { Banner, Slide, Slider } from './banner/banner';
import { bannerParser, sliderParser } from './banner/banner-config';
import { Divider, Heading, Html, Text, Unknown } from './basic/basic';
import { dividerParser, headingParser, htmlCodeParser, htmlParser } from './basic/basic-config';
import { Block } from './block/block';
import { blockParser } from './block/block-config';
import { ButtonItem, Buttons } from './buttons/buttons';
import { buttonItemParser, buttonsParser } from './buttons/buttons-config';
import { Column, ColumnGroup, ColumnLine } from './column/column';
import { columnGroupParser, columnLineParser, columnParser } from './column/column-config';
import type { ContentProps } from './content-props';
import { Image } from './image/image';
import { imageParser } from './image/image-config';
import { MapView, Video } from './media/media';
import { mapParser, videoParser } from './media/media-config';
import { Products } from './products/products';
import { productsParser } from './products/products-config';
import { Row } from './row/row';
import { rowParser } from './row/row-config';
import { TabItem, Tabs } from './tabs/tabs';
import { tabItemParser, tabsParser } from './tabs/tabs-config';

interface ContentTypeDefinition<C extends object> {
  parser: ContentTypeParser<C>;
  Component: ComponentType<ContentProps<C>>;
}

const define = <C extends object>(parser: ContentTypeParser<C>, Component: ComponentType<ContentProps<C>>) =>
  ({ parser, Component }) as unknown as ContentTypeDefinition<object>;

export const CONTENT_TYPE_DEFINITIONS: Record<
  (typeof CONTENT_TYPES)[number],
  ContentTypeDefinition<object>
> = {
  row: define(rowParser, Row),
  column: define(columnParser, Column),
  'column-group': define(columnGroupParser, ColumnGroup),
  'column-line': define(columnLineParser, ColumnLine),
  image: define(imageParser, Image),
  heading: define(headingParser, Heading),
  text: define(htmlParser, Text),
  tabs: define(tabsParser, Tabs),
  'tab-item': define(tabItemParser, TabItem),
  buttons: define(buttonsParser, Buttons),
  'button-item': define(buttonItemParser, ButtonItem),
  block: define(blockParser, Block),
  dynamic_block: define(blockParser, Block),
  products: define(productsParser, Products),
  html: define(htmlCodeParser, Html),
  divider: define(dividerParser, Divider),
  video: define(videoParser, Video),
  map: define(mapParser, MapView),
  banner: define(bannerParser, Banner),
  slider: define(sliderParser, Slider),
  slide: define(bannerParser, Slide),
};

export const PARSERS: ParserRegistry = Object.fromEntries(
  Object.entries(CONTENT_TYPE_DEFINITIONS).map(([type, definition]) => [type, definition.parser]),
);

/** The component for a parsed node's content type; unknown types show their sanitised markup. */
export function componentFor(contentType: string): ComponentType<ContentProps<object>> {
  const definition = (CONTENT_TYPE_DEFINITIONS as Record<string, ContentTypeDefinition<object> | undefined>)[
    contentType
  ];
  return definition?.Component ?? (Unknown as ComponentType<ContentProps<object>>);
}
