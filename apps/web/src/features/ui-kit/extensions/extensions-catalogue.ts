import type { KitPageMeta } from '../ui-kit-section';

/** The pages of /extensions: the libraries the app adds to MUI, each as the app uses or offers it. */
export const extensionsPageNames = ['tour', 'carousel', 'drag-and-drop', 'editor', 'file-upload'] as const;
export type ExtensionsPageName = (typeof extensionsPageNames)[number];

const page = (name: ExtensionsPageName, icon: string): KitPageMeta => ({
  icon,
  title: `extensions.${name}.title`,
  description: `extensions.${name}.description`,
});

export const extensionsCatalogue: Record<ExtensionsPageName, KitPageMeta> = {
  tour: page('tour', 'route'),
  carousel: page('carousel', 'carousel-horizontal'),
  'drag-and-drop': page('drag-and-drop', 'drag-drop'),
  editor: page('editor', 'edit'),
  'file-upload': page('file-upload', 'upload'),
};
